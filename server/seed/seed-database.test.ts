import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { PiiVault } from '../pii/pii-vault';
import { parsePiiKeys } from '../pii/pii-keys';
import { testDatabases } from '../testing/test-databases';
import { seedDatabase } from './seed-database';

const pii = new PiiVault(parsePiiKeys({ current: 'c'.repeat(64), previous: [], index: 'd'.repeat(64) }));

const count = async (db: Database, table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe.each(testDatabases())('seeding on $name', (target) => {
  let db: Database | undefined;
  afterEach(async () => db?.close());

  it('leaves the demo orders out when told to (production), and seeds the catalogue either way', async () => {
    db = await target.open();
    await seedDatabase(db, pii, new Date('2026-11-21T02:00:00Z'), { demoOrders: false });
    expect(await count(db, 'orders')).toBe(0);
    expect(await count(db, 'templates')).toBeGreaterThan(0);
    await seedDatabase(db, pii, new Date('2026-11-21T02:00:00Z'));
    expect(await count(db, 'orders')).toBeGreaterThan(0);
  });
});
