import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Generated secrets by data directory, for this process. */
const generated = new Map<string, Record<string, string>>();

const FILE_NAME = 'development-secrets.json';

function readSecrets(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * A secret for development or tests when the environment sets none: random, never a public string
 * (a known default would let anyone sign payments for a development server on a network). In
 * development it is kept in the data directory, so restarts keep sessions and links valid; in tests
 * it lives as long as the process.
 */
export function developmentSecret(name: string, dataDir: string, persist: boolean): string {
  let secrets = generated.get(dataDir);
  const file = resolve(dataDir, FILE_NAME);
  if (!secrets) {
    secrets = persist && existsSync(file) ? readSecrets(file) : {};
    generated.set(dataDir, secrets);
  }
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString('base64url');
  secrets[name] = created;
  if (persist) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return created;
}
