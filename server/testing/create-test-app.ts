import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app/build-app';
import { loadConfig } from '../config/load-config';
import type { Database } from '../db/database';
import { seedDatabase } from '../seed/seed-database';
import type { TestDatabaseTarget } from './test-databases';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The test's clock: `clock.set(...)` / `clock.advance(ms)` move "now" for the app. */
  readonly clock: { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void };
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh database of the target kind, seeded unless `seed: false`, with a
 * controllable clock and no dist serving. Close it in `afterAll`.
 */
export async function createTestApp(
  target: TestDatabaseTarget,
  options: { seed?: boolean; env?: NodeJS.ProcessEnv } & Partial<Pick<BuildAppOptions, 'handlers'>> = {},
): Promise<TestApp> {
  const db = await target.open();
  let current = new Date('2026-11-21T02:00:00.000Z');
  const clock = {
    now: () => new Date(current),
    set: (date: Date) => {
      current = new Date(date);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  if (options.seed !== false) await seedDatabase(db, clock.now());
  const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist', ...options.env });
  const app = await buildApp({ config, db, now: clock.now, logLevel: 'silent', ...(options.handlers ? { handlers: options.handlers } : {}) });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
