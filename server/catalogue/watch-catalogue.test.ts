import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelListener, Database } from '../db/database';
import { databaseUrl } from '../db/pg-client';
import { openPgDatabase } from '../db/pg-database';
import { testDatabases } from '../testing/test-databases';
import { cachedCatalogue, catalogueCacheOf, catalogueChanged, CATALOGUE_CHANNEL, watchCatalogue } from './watch-catalogue';

/** A database whose notice channel the test drives by hand. */
function fakeDatabase() {
  const listeners: ChannelListener[] = [];
  let stops = 0;
  const db = {
    kind: 'pglite',
    query: async () => ({ rows: [], rowCount: 0 }),
    transaction: async () => {
      throw new Error('unused');
    },
    listen: async (channel: string, listener: ChannelListener) => {
      expect(channel).toBe(CATALOGUE_CHANNEL);
      listeners.push(listener);
      listener.onListening();
      return async () => {
        stops += 1;
      };
    },
    close: async () => undefined,
  } as unknown as Database;
  return {
    db,
    listeners,
    get stops() {
      return stops;
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('watchCatalogue on a database whose notices the test sends', () => {
  it('keeps values while listening and forgets them on a notice', async () => {
    const fake = fakeDatabase();
    const unwatch = await watchCatalogue(fake.db);
    let reads = 0;
    const read = () => cachedCatalogue(fake.db, 'k', async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 1]);
    fake.listeners[0]!.onNotice('goods');
    expect(await read()).toBe(2);
    await unwatch();
  });

  it('reads from the database while the connection is lost and starts empty once it listens again', async () => {
    const fake = fakeDatabase();
    const unwatch = await watchCatalogue(fake.db);
    let reads = 0;
    const read = () => cachedCatalogue(fake.db, 'k', async () => ++reads);
    await read();
    fake.listeners[0]!.onLost();
    expect([await read(), await read()]).toEqual([2, 3]);
    fake.listeners[0]!.onListening();
    expect([await read(), await read()]).toEqual([4, 4]);
    await unwatch();
  });

  it('shares one listener among the watches of a database and stops with the last', async () => {
    const fake = fakeDatabase();
    const first = await watchCatalogue(fake.db);
    const second = await watchCatalogue(fake.db);
    expect(fake.listeners).toHaveLength(1);
    await first();
    await first();
    expect(fake.stops).toBe(0);
    expect(catalogueCacheOf(fake.db)?.isTrusted).toBe(true);
    await second();
    expect(fake.stops).toBe(1);
    expect(catalogueCacheOf(fake.db)).toBeUndefined();
  });

  it('reads straight from the database when nobody watches it, and catalogueChanged forgets at once', async () => {
    const fake = fakeDatabase();
    let reads = 0;
    const read = () => cachedCatalogue(fake.db, 'k', async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 2]);
    const unwatch = await watchCatalogue(fake.db);
    expect([await read(), await read()]).toEqual([3, 3]);
    catalogueChanged(fake.db);
    expect(await read()).toBe(4);
    await unwatch();
  });
});

describe.each(testDatabases())('catalogue change notices on $name', (target) => {
  let db: Database;
  const notices: string[] = [];
  let unwatch: () => Promise<void>;

  beforeEach(async () => {
    db = await target.open();
    notices.length = 0;
    unwatch = await watchCatalogue(db, { onNotice: (table) => notices.push(table) });
  });
  afterEach(async () => {
    await unwatch();
    await db.close();
  });

  it('a committed change to a catalogue table forgets the cache; draft saves and rolled-back changes do not', async () => {
    await db.query(`INSERT INTO tenants (code, name) VALUES ('t1', 'Tenant one')`);
    await waitFor(() => notices.includes('tenants'));
    const tenants = () => cachedCatalogue(db, 'tenants', async () => (await db.query<{ name: string }>('SELECT name FROM tenants ORDER BY code')).rows.map((row) => row.name));
    expect(await tenants()).toEqual(['Tenant one']);

    await db.query(
      `INSERT INTO templates (tenant_code, template_id, name, draft, created_at, updated_at) VALUES ('t1', 'tpl', 'T', '{}'::jsonb, now(), now())`,
    );
    await waitFor(() => notices.includes('templates'));
    notices.length = 0;
    // A draft save, and a change rolled back: no notice. The committed rename after them is the first heard.
    await db.query(`UPDATE templates SET draft = '{"pageList":[]}'::jsonb, revision = revision + 1 WHERE template_id = 'tpl'`);
    await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE tenants SET name = 'never' WHERE code = 't1'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.query(`UPDATE tenants SET name = 'Renamed' WHERE code = 't1'`);
    await waitFor(() => notices.length > 0);
    expect(notices).toEqual(['tenants']);
    expect(await tenants()).toEqual(['Renamed']);
  });
});

const postgresUrl = process.env.DATABASE_URL;

/** Another connection pool on the database `db` is connected to: another instance of the server. */
async function anotherInstance(db: Database): Promise<Database> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  return openPgDatabase({ connectionString: databaseUrl(postgresUrl!, rows[0]!.name), max: 2 });
}

describe.skipIf(!postgresUrl)('catalogue change notices across instances on PostgreSQL', () => {
  const target = testDatabases().find((candidate) => candidate.name === 'postgres')!;

  it('a change committed by one instance reaches the other within a second', async () => {
    const first = await target.open();
    const second = await anotherInstance(first);
    const heard: number[] = [];
    const unwatch = await watchCatalogue(first, { onNotice: () => heard.push(Date.now()) });
    try {
      let reads = 0;
      const read = () => cachedCatalogue(first, 'k', async () => ++reads);
      expect([await read(), await read()]).toEqual([1, 1]);
      const committedAt = Date.now();
      await second.query(`INSERT INTO tenants (code, name) VALUES ('t2', 'Tenant two')`);
      await waitFor(() => heard.length > 0, 1_000);
      expect(heard[0]! - committedAt).toBeLessThan(1_000);
      expect(await read()).toBe(2);
    } finally {
      await unwatch();
      await second.close();
      await first.close();
    }
  });

  it('after the listening connection is lost it reads from the database, then listens again and starts empty', async () => {
    const first = await target.open();
    const second = await anotherInstance(first);
    const events: string[] = [];
    const unwatch = await watchCatalogue(first, { onLost: () => events.push('lost'), onListening: () => events.push('listening') });
    try {
      let reads = 0;
      const read = () => cachedCatalogue(first, 'k', async () => ++reads);
      await read();
      await read();
      expect(reads).toBe(1);
      // The server ends the listening connection, as a restart or a proxy would.
      await second.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${CATALOGUE_CHANNEL}'`);
      await waitFor(() => events.includes('lost'));
      await waitFor(() => events.filter((event) => event === 'listening').length === 1 + 1);
      expect(events).toEqual(['listening', 'lost', 'listening']);
      // Whatever was kept before the loss is read again.
      expect(await read()).toBe(reads);
      expect(reads).toBeGreaterThan(1);
      await read();
      expect(catalogueCacheOf(first)?.isTrusted).toBe(true);
    } finally {
      await unwatch();
      await second.close();
      await first.close();
    }
  });
});
