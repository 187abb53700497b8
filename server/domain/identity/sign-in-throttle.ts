import type { Queryable } from '../../db/database';
import { SIGN_IN_LOCK_MS, SIGN_IN_MAX_FAILURES } from './session-limits';

/** What failed sign-ins are counted by: the account tried and the address tried from. */
export interface ThrottleKey {
  readonly scope: 'account' | 'address';
  readonly key: string;
}

/** The latest moment any of the keys stays locked, or null when none is locked now. */
export async function lockedUntil(db: Queryable, keys: readonly ThrottleKey[], now: Date): Promise<Date | null> {
  let latest: Date | null = null;
  for (const { scope, key } of keys) {
    const found = await db.query<{ locked_until: Date | string | null }>(
      'SELECT locked_until FROM sign_in_failures WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const until = found.rows[0]?.locked_until;
    if (until && new Date(until) > now && (latest === null || new Date(until) > latest)) latest = new Date(until);
  }
  return latest;
}

/**
 * Counts one failure against each key. Failures are counted in a 15-minute window from the first;
 * the fifth within it locks the key for 15 minutes; a failure after the window or the lock starts a
 * new count. One statement per key, so concurrent failures on several instances all count.
 */
export async function recordFailure(db: Queryable, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCK_MS);
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  for (const { scope, key } of keys) {
    await db.query(
      `INSERT INTO sign_in_failures AS f (scope, key, failures, window_started_at, locked_until)
       VALUES ($1, $2, 1, $3, CASE WHEN 1 >= $6 THEN $5::timestamptz END)
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE WHEN f.window_started_at <= $4 OR f.locked_until <= $3 THEN 1 ELSE f.failures + 1 END,
         window_started_at = CASE WHEN f.window_started_at <= $4 OR f.locked_until <= $3 THEN $3 ELSE f.window_started_at END,
         locked_until = CASE
           WHEN f.window_started_at <= $4 OR f.locked_until <= $3 THEN NULL
           WHEN f.failures + 1 >= $6 THEN $5::timestamptz
           ELSE f.locked_until END`,
      [scope, key, now, windowStart, lockEnd, SIGN_IN_MAX_FAILURES],
    );
  }
}

/** Forgets an account's failures after it signs in. */
export async function clearFailures(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE scope = $1 AND key = $2', [key.scope, key.key]);
}
