import { existsSync, mkdirSync, mkdtempSync, openAsBlob, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { migrationsFingerprint } from './migrations-fingerprint';

/** Where migrated PGlite data directories are kept as tarballs, one per migrations fingerprint, for every worker and run. */
const TEMPLATES_DIR = join(tmpdir(), 'insure-h5-test-pglite');
/** Entries of other migrations are removed once this old: a run on other migrations may still read them. */
const STALE_ENTRY_MS = 24 * 60 * 60 * 1000;

let template: Promise<Blob> | undefined;

/**
 * Opens a fresh, migrated, empty PGlite database in memory, of its own: started from the data
 * directory of one migrated once (creating a PGlite and migrating it costs seconds; starting from
 * the migrated files, a fraction of that).
 */
export async function openPgliteFromTemplate(): Promise<Database> {
  return openPgliteDatabase(undefined, { loadDataDir: await (template ??= templateBlob()) });
}

/** The dumped data directory of the current migrations, built if no worker has built it yet. */
async function templateBlob(): Promise<Blob> {
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const fingerprint = migrationsFingerprint();
  const tarball = join(TEMPLATES_DIR, `template-${fingerprint}.tar`);
  if (!existsSync(tarball)) {
    await buildTemplate(tarball, fingerprint);
    removeStaleEntries(tarball);
  }
  return openAsBlob(tarball);
}

/**
 * Migrates a data directory and dumps it to `tarball`. Written aside and renamed into place whole, so
 * no worker ever reads half a file; two workers building at once both succeed.
 */
async function buildTemplate(tarball: string, fingerprint: string): Promise<void> {
  const building = mkdtempSync(join(TEMPLATES_DIR, `building-${fingerprint}-`));
  try {
    const db = await openPgliteDatabase(join(building, 'data'));
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const raw = await PGlite.create(join(building, 'data'));
    try {
      const dump = await raw.dumpDataDir('none');
      writeFileSync(join(building, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await raw.close();
    }
    renameSync(join(building, 'template.tar'), tarball);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Drops old templates of other migrations and builds left behind by interrupted runs. */
function removeStaleEntries(keep: string): void {
  const now = Date.now();
  for (const name of readdirSync(TEMPLATES_DIR)) {
    const path = join(TEMPLATES_DIR, name);
    if (path === keep) continue;
    try {
      if (now - statSync(path).mtimeMs > STALE_ENTRY_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another worker.
    }
  }
}
