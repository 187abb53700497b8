import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { PII_KEY_BYTES } from './pii-keys';
import type { PiiVault } from './pii-vault';
import { rotateKeys, type RotationCounts } from './rotate-keys';

const USAGE = `Usage: npm run keys -- <command>
  generate   print a new random key for PII_KEY or PII_INDEX_KEY
  check      count personal values not yet sealed with the current PII_KEY
  rotate     re-seal every such value with the current PII_KEY (run after moving the old key to PII_KEY_PREVIOUS)`;

function report(counts: RotationCounts, verb: string): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const lines = Object.entries(counts).map(([table, count]) => `  ${table}: ${count}`);
  return [`${total} row(s) ${verb}:`, ...lines].join('\n');
}

/**
 * `npm run keys -- <command>`: key management for personal data at rest, on the database the server
 * uses and with its keys (the same environment). Returns what to print.
 */
export async function runKeysCommand(
  args: readonly string[],
  context: { withDatabase: (use: (db: Database) => Promise<string>) => Promise<string>; pii: () => PiiVault },
): Promise<string> {
  const [command] = args;
  if (command === 'generate') return randomBytes(PII_KEY_BYTES).toString('base64');
  if (command !== 'check' && command !== 'rotate') return USAGE;
  return context.withDatabase(async (db) => {
    const pii = context.pii();
    if (command === 'check') {
      const counts = await rotateKeys(db, pii, { write: false });
      const stale = Object.values(counts).some((count) => count > 0);
      return `${report(counts, `still to re-seal with key ${pii.currentKeyId}`)}\n${stale ? 'Run `npm run keys -- rotate` before dropping PII_KEY_PREVIOUS.' : 'Nothing depends on PII_KEY_PREVIOUS any more.'}`;
    }
    return report(await rotateKeys(db, pii, { write: true }), `re-sealed with key ${pii.currentKeyId}`);
  });
}
