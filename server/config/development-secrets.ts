import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Secrets known to this process, by data directory. */
const known = new Map<string, Record<string, string>>();

const FILE_NAME = 'development-secrets.json';
const LOCK_NAME = 'development-secrets.lock';
/** A lock held longer than this was left by a process that died holding it: it is taken over. */
const LOCK_STALE_MS = 10_000;
const LOCK_POLL_MS = 10;

function readSecrets(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Blocks the thread for `ms` (start-up code, synchronous like the rest of the configuration). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `work` holding a lock between processes: a directory, whose creation is atomic. Two
 * development instances started at once on one data directory (on one PostgreSQL) must agree on
 * their secrets, or each signs and seals with keys the other cannot check or open.
 */
function withLock<T>(lock: string, work: () => T): T {
  let waitedSince = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - waitedSince > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
        waitedSince = Date.now();
      } else {
        sleep(LOCK_POLL_MS);
      }
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A secret for development or tests when the environment sets none: random, never a public string
 * (a known default would let anyone sign payments for a development server on a network). In
 * development it is kept in the data directory, so restarts keep sessions and links valid, and read
 * and written under a lock with the file replaced whole, so processes started together share one
 * set; in tests it lives as long as the process.
 */
export function developmentSecret(name: string, dataDir: string, persist: boolean): string {
  let secrets = known.get(dataDir);
  if (!secrets) {
    secrets = {};
    known.set(dataDir, secrets);
  }
  const existing = secrets[name];
  if (existing) return existing;
  if (!persist) {
    const created = randomBytes(32).toString('base64url');
    secrets[name] = created;
    return created;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, FILE_NAME);
  const stored = withLock(resolve(dataDir, LOCK_NAME), () => {
    const onDisk = existsSync(file) ? readSecrets(file) : {};
    if (!onDisk[name]) {
      onDisk[name] = randomBytes(32).toString('base64url');
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, `${JSON.stringify(onDisk, null, 2)}\n`, { mode: 0o600 });
      renameSync(partial, file);
    }
    return onDisk;
  });
  Object.assign(secrets, stored);
  return stored[name] ?? '';
}
