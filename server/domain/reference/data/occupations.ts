import type { OccupationCategory, OccupationSeed } from './occupation-seed';
import { OCCUPATIONS_INDUSTRY } from './occupations-industry';
import { OCCUPATIONS_SERVICES } from './occupations-services';

/** An occupation row as the `occupations` table holds it. */
export interface OccupationRow {
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: 1 | 2 | 3;
  readonly name: string;
  readonly category: OccupationCategory | null;
}

/** Code lengths of the three levels: major group, middle group, occupation. */
const CODE_LENGTHS = { 2: 1, 4: 2, 7: 3 } as const;

function toRow([code, name, category]: OccupationSeed): OccupationRow {
  const level = CODE_LENGTHS[code.length as keyof typeof CODE_LENGTHS];
  if (!level) throw new Error(`occupation code ${code} is not 2, 4 or 7 digits`);
  const parentCode = level === 1 ? null : code.slice(0, level === 2 ? 2 : 4);
  return { code, parentCode, level, name, category: category ?? null };
}

/** Every seeded occupation, parents before children, in display order. */
export const OCCUPATION_ROWS: readonly OccupationRow[] = [...OCCUPATIONS_INDUSTRY, ...OCCUPATIONS_SERVICES].map(toRow);
