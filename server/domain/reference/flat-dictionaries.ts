import type { DictionaryItem } from '../../../schema/entities/dictionary-item';
import type { StoredOccupation } from './occupation-store';
import type { StoredRegion } from './region-store';

/**
 * The occupation dictionary as a flat list: third-level occupations only (what a buyer picks), each
 * with its category as remark (`3类`); with `allowedCategories`, only those categories.
 */
export function flatOccupations(rows: readonly StoredOccupation[], allowedCategories?: readonly number[]): DictionaryItem[] {
  const allowed = allowedCategories ? new Set(allowedCategories) : undefined;
  return rows
    .filter((row) => row.category !== null && (!allowed || allowed.has(row.category)))
    .map((row) => ({ value: row.code, label: row.name, remark: `${row.category}类` }));
}

/**
 * The region dictionary as a flat list, every level, each labelled with its full path
 * (`广东省 深圳市 南山区`); a city named like its municipality is not repeated (`北京市 东城区`). GB/T
 * 2260 codes sort depth-first, so ordering by code lists each province followed by what lies in it.
 */
export function flatRegions(rows: readonly StoredRegion[]): DictionaryItem[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const pathOf = (row: StoredRegion): string[] => {
    const parent = row.parentCode ? byCode.get(row.parentCode) : undefined;
    const above = parent ? pathOf(parent) : [];
    return above[above.length - 1] === row.name ? above : [...above, row.name];
  };
  return [...rows]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((row) => ({ value: row.code, label: pathOf(row).join(' ') }));
}
