import { describe, expect, it } from 'vitest';
import { readMigrations, splitStatements } from './migrate';
import { migrate } from './migrate';
import { testDatabases } from '../testing/test-databases';

describe('readMigrations', () => {
  it('reads versioned migrations in order with unique versions', () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBe(1);
  });
});

describe('splitStatements', () => {
  it('splits at line-ending semicolons and drops comments', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\nCREATE INDEX ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX ON a (x)']);
  });
});

describe.each(testDatabases())('migrate on $name', (target) => {
  it('applies nothing the second time, and the schema is usable', async () => {
    const db = await target.open();
    try {
      expect(await migrate(db)).toEqual([]);
      await db.query("INSERT INTO tenants (code, name) VALUES ('t1', '测试')");
      expect((await db.query<{ name: string }>('SELECT name FROM tenants WHERE code = $1', ['t1'])).rows).toEqual([{ name: '测试' }]);
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back completely', async () => {
    const db = await target.open();
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO tenants (code, name) VALUES ('t2', 'x')");
          await tx.query('SELECT * FROM no_such_table');
        }),
      ).rejects.toThrow();
      expect((await db.query('SELECT 1 FROM tenants WHERE code = $1', ['t2'])).rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });
});
