import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { migrationsFingerprint } from './migrations-fingerprint';
import type { SeedSnapshot } from './seed-snapshot';

/** Where migrated and seeded PGlite data directories are kept as tarballs, one per fingerprint, for every worker and run. */
const TEMPLATES_DIR = join(tmpdir(), 'insure-h5-test-pglite');
/** Migrated templates of other migrations are removed once this old: a run on other migrations may still read them. */
const STALE_ENTRY_MS = 24 * 60 * 60 * 1000;
/** Seeded templates are a run's own, removed as it ends; those of a run that was killed, once this old (no run lasts as long). */
const STALE_SEEDED_MS = 6 * 60 * 60 * 1000;
const SEEDED_PREFIX = 'seeded-';

/** The tarball of each template this worker has asked for (built by it or by another worker or run). */
const templates = new Map<string, Promise<string>>();

/**
 * Opens a fresh, migrated PGlite database in memory, of its own, empty or seeded with `snapshot`:
 * started from the data directory of one migrated (and seeded) once, since creating a PGlite,
 * migrating and seeding it costs seconds, and starting from the files a fraction of that.
 */
export async function openPgliteFromTemplate(snapshot?: SeedSnapshot): Promise<Database> {
  return openPgliteDatabase(undefined, { loadDataDir: tarballBlob(await templateTarball(snapshot)) });
}

/**
 * The tarball read whole, now: a blob backed by the file would be unreadable once another worker (or
 * run) that built the same template at the same time renames its copy into place.
 */
function tarballBlob(tarball: string): Blob {
  return new Blob([readFileSync(tarball)]);
}

/** A template's name: the seed selection's, or the current migrations' for the migrated one. */
function templateName(snapshot?: SeedSnapshot): string {
  return snapshot ? `${SEEDED_PREFIX}${snapshot.key}` : `template-${migrationsFingerprint()}`;
}

/** Where the template `name` is kept. */
function tarballPath(name: string): string {
  return join(TEMPLATES_DIR, `${name}.tar`);
}

/** Where the migrated (not seeded) template of the current migrations is kept. */
export function migratedTemplateTarball(): string {
  return tarballPath(templateName());
}

function templateTarball(snapshot?: SeedSnapshot): Promise<string> {
  const name = templateName(snapshot);
  let tarball = templates.get(name);
  if (!tarball) {
    tarball = storedTarball(name, async (db) => {
      if (snapshot) await snapshot.seed(db);
      else await migrate(db);
    }, snapshot ? templateTarball() : undefined);
    templates.set(name, tarball);
  }
  return tarball;
}

/**
 * The tarball of the dumped data directory `name`, built if no worker has built it yet: migrated, or
 * seeded on a copy of the migrated one (`from`).
 */
async function storedTarball(name: string, prepare: (db: Database) => Promise<void>, from: Promise<string> | undefined): Promise<string> {
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const tarball = tarballPath(name);
  if (!existsSync(tarball)) {
    await buildTemplate(tarball, name, prepare, from ? tarballBlob(await from) : undefined);
    removeStaleEntries(tarball);
  }
  return tarball;
}

/** Removes the seeded templates of run `runId` (and of runs killed long ago): the global setup's teardown. */
export function removePgliteSeededTemplates(runId: string): void {
  if (!existsSync(TEMPLATES_DIR)) return;
  for (const name of readdirSync(TEMPLATES_DIR)) {
    if (name.startsWith(`${SEEDED_PREFIX}${runId}_`)) rmSync(join(TEMPLATES_DIR, name), { force: true });
  }
  removeStaleEntries(undefined);
}

/**
 * Prepares a data directory (started from `from`, or empty) and dumps it to `tarball`. Written aside
 * and renamed into place whole, so no worker ever reads half a file; two workers building at once
 * both succeed.
 */
async function buildTemplate(tarball: string, name: string, prepare: (db: Database) => Promise<void>, from?: Blob): Promise<void> {
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const building = mkdtempSync(join(TEMPLATES_DIR, `building-${name}-`));
  try {
    const db = await openPgliteDatabase(join(building, 'data'), from ? { loadDataDir: from } : {});
    try {
      await prepare(db);
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

/** Drops templates of other migrations, seeded templates of killed runs, and builds left behind by interrupted runs. */
function removeStaleEntries(keep: string | undefined): void {
  const now = Date.now();
  for (const name of readdirSync(TEMPLATES_DIR)) {
    const path = join(TEMPLATES_DIR, name);
    if (path === keep) continue;
    try {
      const maxAge = name.startsWith(SEEDED_PREFIX) ? STALE_SEEDED_MS : STALE_ENTRY_MS;
      if (now - statSync(path).mtimeMs > maxAge) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another worker.
    }
  }
}
