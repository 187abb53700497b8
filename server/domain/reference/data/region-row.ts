/** A region row as the `regions` table holds it, keyed by its six-digit division code. */
export interface RegionRow {
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: 1 | 2 | 3;
  readonly name: string;
}
