import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { PURGE_INTERVAL_MS, purgeSchedule } from './purge-schedule';

const hits = async (t: TestApp) => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM rate_limit_hits')).rows[0]?.n);

describe.each(testDatabases())('the hourly sweep of expired rows on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  const knock = (at: Date) => t.db.query('INSERT INTO rate_limit_hits (key, hits, window_started_at) VALUES ($1, 1, $2)', [`probe:${at.getTime()}`, at]);

  it('sweeps at its first call and then at most once an hour, with no sign-in needed', async () => {
    const sweep = purgeSchedule({ db: t.db, now: t.clock.now, config: t.context.config });
    await knock(new Date(t.clock.now().getTime() - 2 * PURGE_INTERVAL_MS));
    expect(await sweep()).toBe(true);
    expect(await hits(t)).toBe(0);

    t.clock.advance(PURGE_INTERVAL_MS / 2);
    await knock(new Date(t.clock.now().getTime() - 2 * PURGE_INTERVAL_MS));
    expect(await sweep()).toBe(false);
    expect(await hits(t)).toBe(1);
    t.clock.advance(PURGE_INTERVAL_MS / 2);
    expect(await sweep()).toBe(true);
    expect(await hits(t)).toBe(0);
  });

  it('deletes sales-process recordings past their retention period', async () => {
    const lastChunk = new Date(t.clock.now().getTime() - (t.context.config.unorderedRecordingDays + 1) * 24 * 60 * 60 * 1000);
    await t.db.query(
      "INSERT INTO recordings (recording_id, tenant_code, promotion_id, started_at, last_chunk_at) VALUES ('sweep-test-recording-01', 'health', 'health-baiwan', $1, $1)",
      [lastChunk],
    );
    t.clock.advance(PURGE_INTERVAL_MS);
    expect(await purgeSchedule({ db: t.db, now: t.clock.now, config: t.context.config })()).toBe(true);
    expect((await t.db.query("SELECT 1 FROM recordings WHERE recording_id = 'sweep-test-recording-01'")).rows).toEqual([]);
  });
});
