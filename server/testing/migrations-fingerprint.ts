import { createHash } from 'node:crypto';
import { readMigrations } from '../db/migrate';

/**
 * A short hash of the migrations on disk (versions, names and SQL): a migrated template made from
 * other migrations has another fingerprint, so a changed or added migration is never skipped.
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(`${migration.version}\0${migration.name}\0${migration.sql}\0`);
  return hash.digest('hex').slice(0, 16);
}
