import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate';
import { seedSnapshot } from './seed-snapshot';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('test databases on $name', (target) => {
  it('opens each database migrated to the last migration, and apart from every other one', async () => {
    const first = await target.open();
    const second = await target.open();
    try {
      const versions = await first.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
      await first.query("INSERT INTO tenants (code, name) VALUES ('apart', '隔离')");
      expect((await second.query('SELECT 1 FROM tenants WHERE code = $1', ['apart'])).rowCount).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
    // A database opened after one was written to starts empty too: the template is never written.
    const third = await target.open();
    try {
      expect((await third.query('SELECT 1 FROM tenants WHERE code = $1', ['apart'])).rowCount).toBe(0);
    } finally {
      await third.close();
    }
    // Three databases opened in one test: a suite's hook allowance rather than one test's.
  }, 90_000);
});

describe.each(testDatabases())('seeded test databases on $name', (target) => {
  it('seeds a snapshot once, and opens each copy of it apart from every other one', async () => {
    let seeded = 0;
    // A key of its own, so no template of an earlier run is found.
    const snapshot = seedSnapshot(`test-databases ${randomUUID()}`, async (db) => {
      seeded += 1;
      await db.query("INSERT INTO tenants (code, name) VALUES ('seeded', '种子')");
    });
    const first = await target.open(snapshot);
    const second = await target.open(snapshot);
    try {
      expect(seeded).toBe(1);
      for (const db of [first, second]) expect((await db.query('SELECT 1 FROM tenants WHERE code = $1', ['seeded'])).rowCount).toBe(1);
      await first.query("DELETE FROM tenants WHERE code = 'seeded'");
      expect((await second.query('SELECT 1 FROM tenants WHERE code = $1', ['seeded'])).rowCount).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
    // The unseeded template holds none of it.
    const empty = await target.open();
    try {
      expect((await empty.query('SELECT 1 FROM tenants WHERE code = $1', ['seeded'])).rowCount).toBe(0);
    } finally {
      await empty.close();
    }
  }, 90_000);
});
