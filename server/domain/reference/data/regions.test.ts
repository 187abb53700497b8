import { describe, expect, it } from 'vitest';
import { REGION_ROWS } from './regions';

const byCode = new Map(REGION_ROWS.map((row) => [row.code, row]));
const childrenOf = (code: string) => REGION_ROWS.filter((row) => row.parentCode === code);
const namesUnder = (code: string) => childrenOf(code).map((row) => row.name);

describe('region data', () => {
  it('has unique six-digit codes whose parents exist one level up, parents listed first', () => {
    expect(byCode.size).toBe(REGION_ROWS.length);
    const seen = new Set<string>();
    for (const row of REGION_ROWS) {
      expect(row.code).toMatch(/^\d{6}$/);
      if (row.parentCode === null) expect(row.level, row.code).toBe(1);
      else {
        expect(seen.has(row.parentCode), `${row.code} ${row.name}`).toBe(true);
        expect(byCode.get(row.parentCode)?.level, row.code).toBe(row.level - 1);
        expect(row.code.startsWith(row.parentCode.slice(0, row.level === 2 ? 2 : 4)), row.code).toBe(true);
      }
      seen.add(row.code);
    }
  });

  it('has the 31 mainland provinces and Taiwan, Hong Kong and Macau, each with cities', () => {
    const provinces = REGION_ROWS.filter((row) => row.level === 1);
    expect(provinces).toHaveLength(34);
    expect(provinces.filter((row) => Number(row.code) < 710000)).toHaveLength(31);
    for (const province of provinces) expect(childrenOf(province.code).length, province.name).toBeGreaterThan(0);
  });

  it('has the whole country down to counties, a few thousand of them', () => {
    expect(REGION_ROWS.filter((row) => row.level === 2).length).toBeGreaterThan(360);
    expect(REGION_ROWS.filter((row) => row.level === 3).length).toBeGreaterThan(3000);
    expect(namesUnder('653100')).toEqual(expect.arrayContaining(['喀什市', '疏附县', '塔什库尔干塔吉克自治县']));
    expect(namesUnder('540100')).toContain('城关区');
    expect(namesUnder('232700')).toContain('漠河市');
  });

  it('names a municipality’s city level after the municipality, as buyers expect', () => {
    expect(byCode.get('310100')?.name).toBe('上海市');
    expect(byCode.get('110100')?.name).toBe('北京市');
    expect(byCode.get('120100')?.name).toBe('天津市');
    expect(byCode.get('500100')?.name).toBe('重庆市');
    expect(byCode.get('500200')?.name).toBe('重庆郊县');
    expect(REGION_ROWS.some((row) => row.name === '市辖区' || row.name === '县')).toBe(false);
    expect(namesUnder('310100')).toContain('浦东新区');
  });

  it('keeps a city without counties a city, with no child of the same code', () => {
    for (const code of ['441900', '442000', '460400']) {
      expect(byCode.get(code)?.level, code).toBe(2);
      expect(childrenOf(code), code).toEqual([]);
    }
  });

  it('lists provinces, then cities, then counties, each by code on the mainland', () => {
    const levels = REGION_ROWS.map((row) => row.level);
    expect(levels).toEqual([...levels].sort());
    const mainlandCities = REGION_ROWS.filter((row) => row.level === 2 && Number(row.code) < 710000).map((row) => row.code);
    expect(mainlandCities).toEqual([...mainlandCities].sort());
  });
});
