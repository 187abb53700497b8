import type { Queryable } from '../../../db/database';

/** A column value with the SQL type to cast its parameter to (jsonb, text[], smallint[]). */
export interface Cast {
  readonly value: unknown;
  readonly type: string;
}

/** A value cast to jsonb: sent as its JSON text (null stays NULL). */
export function jsonb(value: unknown): Cast {
  return { value: value === null || value === undefined ? null : JSON.stringify(value), type: 'jsonb' };
}

/** A value cast to a SQL array type such as text[]. */
export function array(value: readonly unknown[], type: string): Cast {
  return { value: [...value], type };
}

function isCast(value: unknown): value is Cast {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'type' in value && 'value' in value;
}

/** A seed row: column values, some of them cast. */
export type SeedRow = Readonly<Record<string, unknown>>;

/**
 * Inserts rows, or updates every non-key column of the rows already there: seeding twice leaves the
 * data as the seed defines it. One statement for all rows, because each statement costs a round trip
 * (and on PGlite far more than the rows themselves). Every row has the same columns. Table and column
 * names are the seed's own constants, never input.
 */
export async function upsertRows(db: Queryable, table: string, keys: readonly string[], rows: readonly SeedRow[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const casts = columns.map((column) => {
    const cast = rows.map((row) => row[column]).find(isCast);
    return cast ? `::${cast.type}` : '';
  });
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column, index) => {
      const value = row[column];
      params.push(isCast(value) ? value.value : (value ?? null));
      return `$${params.length}${casts[index] ?? ''}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const updates = columns.filter((column) => !keys.includes(column)).map((column) => `${column} = EXCLUDED.${column}`);
  const action = updates.length > 0 ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING';
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (${keys.join(', ')}) DO ${action}`, params);
}

/**
 * Inserts many rows of scalar columns as one array parameter per column (`unnest`), for tables of
 * thousands of rows such as rate tables, updating the non-key columns of rows already there.
 */
export async function upsertUnnest(
  db: Queryable,
  table: string,
  keys: readonly string[],
  columns: readonly (readonly [name: string, sqlType: string])[],
  rows: readonly SeedRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`);
  const updates = names.filter((name) => !keys.includes(name)).map((name) => `${name} = EXCLUDED.${name}`);
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')}) ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
    names.map((name) => rows.map((row) => row[name] ?? null)),
  );
}
