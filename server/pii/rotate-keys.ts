import type { Database, Queryable } from '../db/database';
import type { PiiVault } from './pii-vault';
import { needsResealing, resealDocument } from './seal-document';

/** Rows re-sealed per transaction: short locks on a live database. */
const BATCH = 200;

/** Where personal data is kept sealed: a table, its key columns, and its sealed columns. */
interface SealedColumns {
  readonly table: string;
  /** Columns naming a row, ordered: the walk goes by them. */
  readonly key: readonly string[];
  /** jsonb documents sealed field by field. */
  readonly documents: readonly string[];
  /** text columns sealed whole. */
  readonly texts: readonly string[];
  /** bytea columns sealed whole. */
  readonly bytes?: readonly string[];
}

/** Every column that holds sealed personal data (the staff list and SMS phones hold only blind indexes). */
export const SEALED_COLUMNS: readonly SealedColumns[] = [
  { table: 'orders', key: ['order_no'], documents: ['payload', 'priced_insured_list'], texts: [] },
  { table: 'policies', key: ['policy_no'], documents: [], texts: ['holder_name', 'insured_name'] },
  { table: 'sms_codes', key: ['id'], documents: ['payment'], texts: [] },
  { table: 'sms_outbox', key: ['id'], documents: [], texts: ['content'] },
  { table: 'uploaded_images', key: ['id'], documents: [], texts: [], bytes: ['content'] },
];

/** How many values a rotation re-sealed, or a check found still to re-seal, per table. */
export type RotationCounts = Record<string, number>;

function staleText(value: unknown, pii: PiiVault): boolean {
  return typeof value === 'string' && value !== '' && !pii.isCurrent(value);
}

async function resealBatch(tx: Queryable, pii: PiiVault, columns: SealedColumns, after: unknown, write: boolean): Promise<{ last: unknown; stale: number; seen: number }> {
  const keyColumn = columns.key[0] ?? 'id';
  const binaries = columns.bytes ?? [];
  const all = [...columns.documents, ...columns.texts, ...binaries];
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT ${keyColumn}, ${all.join(', ')} FROM ${columns.table} WHERE $1::text IS NULL OR ${keyColumn}::text > $1::text ORDER BY ${keyColumn}::text LIMIT ${BATCH}${write ? ' FOR UPDATE' : ''}`,
    [after === undefined ? null : String(after)],
  );
  let stale = 0;
  for (const row of rows) {
    const updates: [string, unknown][] = [];
    for (const column of columns.documents) {
      const value = row[column];
      if (value !== null && value !== undefined && needsResealing(value, pii)) updates.push([column, JSON.stringify(resealDocument(value, pii))]);
    }
    for (const column of columns.texts) {
      const value = row[column];
      if (staleText(value, pii)) updates.push([column, pii.seal(pii.open(value as string))]);
    }
    for (const column of binaries) {
      const value = row[column];
      if (!(value instanceof Uint8Array)) continue;
      const stored = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (!pii.isCurrentBytes(stored)) updates.push([column, pii.sealBytes(pii.openBytes(stored))]);
    }
    if (updates.length === 0) continue;
    stale += 1;
    if (!write) continue;
    const assignments = updates.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    await tx.query(`UPDATE ${columns.table} SET ${assignments} WHERE ${keyColumn} = $1`, [row[keyColumn], ...updates.map(([, value]) => value)]);
  }
  return { last: rows.at(-1)?.[keyColumn], stale, seen: rows.length };
}

/**
 * Re-seals every personal value that is in clear (written before encryption at rest) or sealed with a
 * key other than the current PII_KEY, in batches of short transactions, so it runs beside a live
 * server. With `write: false` it only counts them: when a check finds none, the keys in
 * PII_KEY_PREVIOUS can be dropped.
 */
export async function rotateKeys(db: Database, pii: PiiVault, options: { write: boolean }): Promise<RotationCounts> {
  const counts: RotationCounts = {};
  for (const columns of SEALED_COLUMNS) {
    let after: unknown;
    let total = 0;
    for (;;) {
      const batch = await db.transaction((tx) => resealBatch(tx, pii, columns, after, options.write));
      total += batch.stale;
      if (batch.seen < BATCH) break;
      after = batch.last;
    }
    counts[columns.table] = total;
  }
  return counts;
}
