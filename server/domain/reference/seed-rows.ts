import type { Queryable } from '../../db/database';

/**
 * Inserts many rows in one statement: `sql` reads them from `$1` as a JSON array, typically with
 * `jsonb_to_recordset($1::jsonb)`. One round trip instead of one per row keeps every seeded test
 * database quick to build.
 */
export async function insertJsonRows(db: Queryable, sql: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(sql, [JSON.stringify(rows)]);
}
