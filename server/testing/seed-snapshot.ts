import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { testRunId } from './test-run';

/**
 * What a test database holds beyond the migrations: seeded once per run into a template per `key`,
 * then copied like the migrated template (seeding a database costs seconds; copying it, a fraction).
 */
export interface SeedSnapshot {
  /** Names the seeded contents within the run, `<run id>_<digest>`: two snapshots with one key seed the same rows. */
  readonly key: string;
  /** Seeds a fresh migrated database. */
  readonly seed: (db: Database) => Promise<void>;
}

/**
 * A snapshot seeded by `seed`, keyed by the run and by `description` (everything the seeded rows
 * depend on: which seeds, the clock, the keys personal data is sealed with). Keyed by the run, not
 * by the code: the code does not change during a run, and a watch-mode rerun is a new run.
 */
export function seedSnapshot(description: string, seed: (db: Database) => Promise<void>): SeedSnapshot {
  const digest = createHash('sha256').update(description).digest('hex').slice(0, 16);
  return { key: `${testRunId()}_${digest}`, seed };
}
