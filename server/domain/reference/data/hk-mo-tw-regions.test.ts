import { describe, expect, it } from 'vitest';
import { hkMoTwRegionRows } from './hk-mo-tw-regions';

const rows = hkMoTwRegionRows();
const codeOf = (name: string) => rows.find((row) => row.name === name)?.code;

describe('Taiwan, Hong Kong and Macau regions', () => {
  it('numbers them under their GB/T 2260 provincial codes', () => {
    expect(rows.filter((row) => row.level === 1).map((row) => [row.code, row.name])).toEqual(
      expect.arrayContaining([['710000', '台湾省'], ['810000', '香港特别行政区'], ['820000', '澳门特别行政区']]),
    );
    expect(codeOf('台北市')).toBe('710100');
    expect(codeOf('澎湖县')).toBe('712000');
    expect(codeOf('新界')).toBe('810300');
  });

  it('keeps the district codes earlier seeds gave, whatever the package order', () => {
    expect(codeOf('荃湾区')).toBe('810301');
    expect(codeOf('葵青区')).toBe('810308');
    expect(codeOf('花地玛堂区')).toBe('820101');
    expect(codeOf('圣方济各堂区（路环）')).toBe('820203');
  });

  it('numbers districts given no code before in the first free positions', () => {
    const taipei = rows.filter((row) => row.parentCode === '710100').map((row) => row.code);
    expect(taipei[0]).toBe('710101');
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });
});
