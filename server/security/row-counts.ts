import type { TestApp } from '../testing/create-test-app';

/** The tables an order, its payment, its issuing and an SMS code write to. */
const WRITTEN_TABLES = ['orders', 'order_status_events', 'order_payments', 'order_jobs', 'policies', 'sms_codes', 'sms_outbox', 'template_versions'] as const;

/** How many rows each of those tables holds: equal before and after a refused probe when nothing was written. */
export async function rowCounts(t: TestApp): Promise<Record<(typeof WRITTEN_TABLES)[number], number>> {
  const select = WRITTEN_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ');
  const { rows } = await t.db.query<Record<(typeof WRITTEN_TABLES)[number], number>>(`SELECT ${select}`);
  const counts = rows[0];
  if (!counts) throw new Error('no row counts');
  return counts;
}
