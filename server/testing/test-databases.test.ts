import { describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate';
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
