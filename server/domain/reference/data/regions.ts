import { hkMoTwRegionRows } from './hk-mo-tw-regions';
import { mainlandRegionRows } from './mainland-regions';
import type { RegionRow } from './region-row';

export type { RegionRow } from './region-row';

/**
 * Every seeded region (about 3,500): provinces, then cities, then counties and districts, each level
 * in display order (the mainland by code, then Taiwan, Hong Kong and Macau).
 */
export const REGION_ROWS: readonly RegionRow[] = (() => {
  const all = [...mainlandRegionRows(), ...hkMoTwRegionRows()];
  return ([1, 2, 3] as const).flatMap((level) => all.filter((row) => row.level === level));
})();
