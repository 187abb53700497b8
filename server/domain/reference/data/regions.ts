import { CITIES } from './cities';
import { DISTRICTS_NORTH_EAST } from './districts-north-east';
import { DISTRICTS_SOUTH_WEST } from './districts-south-west';
import { PROVINCES } from './provinces';
import type { RegionSeed } from './region-seed';

/** A region row as the `regions` table holds it. */
export interface RegionRow {
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: 1 | 2 | 3;
  readonly name: string;
}

/** The level a GB/T 2260 code denotes: `xx0000` province, `xxxx00` city, otherwise district. */
export function regionLevel(code: string): 1 | 2 | 3 {
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/** The code of the division one level up, or null for a province. */
export function regionParentCode(code: string): string | null {
  const level = regionLevel(code);
  if (level === 1) return null;
  return level === 2 ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;
}

function toRow([code, name]: RegionSeed): RegionRow {
  return { code, parentCode: regionParentCode(code), level: regionLevel(code), name };
}

/** Every seeded region, parents before children, in display order within each level. */
export const REGION_ROWS: readonly RegionRow[] = [...PROVINCES, ...CITIES, ...DISTRICTS_NORTH_EAST, ...DISTRICTS_SOUTH_WEST].map(toRow);
