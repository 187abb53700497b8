import type { Queryable } from '../../db/database';
import type { OccupationCategory } from './data/occupation-seed';

/** An occupation row as read from the database. */
export interface StoredOccupation {
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: number;
  readonly name: string;
  /** The risk category; set on third-level occupations only. */
  readonly category: OccupationCategory | null;
}

const COLUMNS = 'code, parent_code AS "parentCode", level, name, category';

/** The whole occupation tree as flat rows, parents before children, in display order. */
export async function loadOccupations(db: Queryable): Promise<StoredOccupation[]> {
  const result = await db.query<StoredOccupation>(`SELECT ${COLUMNS} FROM occupations ORDER BY level, sort_order`);
  return result.rows;
}

/** One occupation by its code. */
export async function findOccupation(db: Queryable, code: string): Promise<StoredOccupation | undefined> {
  const result = await db.query<StoredOccupation>(`SELECT ${COLUMNS} FROM occupations WHERE code = $1`, [code]);
  return result.rows[0];
}
