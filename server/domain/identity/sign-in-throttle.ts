import type { Queryable } from '../../db/database';
import { SIGN_IN_LOCK_MS, SIGN_IN_MAX_FAILURES } from './session-limits';

/** What failed sign-ins are counted by: the account tried and the address tried from. */
export interface ThrottleKey {
  readonly scope: 'account' | 'address';
  readonly key: string;
}

/** A key a try was counted against, in the counting window it was counted in. */
interface CountedKey extends ThrottleKey {
  readonly windowStartedAt: Date;
}

/** A try counted before its password is judged: a failure unless it is forgiven (forgiveTry). */
export interface CountedTry {
  readonly keys: readonly CountedKey[];
  /** When this try was the 5th of a key, the end of the lock it started; otherwise null. */
  readonly locksUntil: Date | null;
}

/** Rounds of counting when a lock is lifted between a refused count and the read of the lock (a right password cleared it). */
const MAX_COUNT_ROUNDS = 3;

/** The latest moment any of the keys stays locked, or null when none is locked now. */
export async function lockedUntil(db: Queryable, keys: readonly ThrottleKey[], now: Date): Promise<Date | null> {
  let latest: Date | null = null;
  for (const { scope, key } of keys) {
    const found = await db.query<{ locked_until: Date | string | null }>('SELECT locked_until FROM sign_in_failures WHERE scope = $1 AND key = $2', [scope, key]);
    const until = found.rows[0]?.locked_until;
    if (until && new Date(until) > now && (latest === null || new Date(until) > latest)) latest = new Date(until);
  }
  return latest;
}

/**
 * Counts a try against one key unless the key is locked, in one statement, so that instances
 * counting at once each see the others' tries. Failures count in a 15-minute window from the first;
 * the 5th locks the key for 15 minutes; a try after the window or the lock starts a new count.
 * Undefined when the key is locked (nothing counted).
 */
async function countAgainst(db: Queryable, { scope, key }: ThrottleKey, now: Date): Promise<{ window_started_at: Date; locked_until: Date | null } | undefined> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCK_MS);
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  const fresh = 'f.window_started_at <= $4 OR f.locked_until <= $3';
  const counted = await db.query<{ window_started_at: Date | string; locked_until: Date | string | null }>(
    `INSERT INTO sign_in_failures AS f (scope, key, failures, window_started_at, locked_until)
     VALUES ($1, $2, 1, $3, CASE WHEN 1 >= $6 THEN $5::timestamptz END)
     ON CONFLICT (scope, key) DO UPDATE SET
       failures = CASE WHEN ${fresh} THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN ${fresh} THEN $3 ELSE f.window_started_at END,
       locked_until = CASE
         WHEN ${fresh} THEN CASE WHEN 1 >= $6 THEN $5::timestamptz END
         WHEN f.failures + 1 >= $6 THEN $5::timestamptz
         ELSE f.locked_until END
       WHERE f.locked_until IS NULL OR f.locked_until <= $3
     RETURNING window_started_at, locked_until`,
    [scope, key, now, windowStart, lockEnd, SIGN_IN_MAX_FAILURES],
  );
  const row = counted.rows[0];
  return row && { window_started_at: new Date(row.window_started_at), locked_until: row.locked_until === null ? null : new Date(row.locked_until) };
}

/** Takes back the count of a try against one key (a try that turned out right, or was refused on another key). */
async function uncount(db: Queryable, key: CountedKey): Promise<void> {
  await db.query(
    `UPDATE sign_in_failures SET failures = failures - 1, locked_until = CASE WHEN failures - 1 < $4 THEN NULL ELSE locked_until END
      WHERE scope = $1 AND key = $2 AND window_started_at = $3 AND failures > 0`,
    [key.scope, key.key, key.windowStartedAt, SIGN_IN_MAX_FAILURES],
  );
  // A key with nothing counted left is no row: right sign-ins leave no trace of their addresses.
  await db.query('DELETE FROM sign_in_failures WHERE scope = $1 AND key = $2 AND failures = 0', [key.scope, key.key]);
}

/**
 * Counts a sign-in try against each key before its password is judged, or refuses it, counting
 * nothing, while a key is locked. Counting first is what makes the limit hold when tries arrive at
 * once, on one instance or several: a check followed later by a count would let every concurrent try
 * through the check. A try that turns out right is forgiven (forgiveTry); a wrong one stays counted.
 */
export async function countTry(db: Queryable, keys: readonly ThrottleKey[], now: Date): Promise<{ readonly counted: CountedTry } | { readonly lockedUntil: Date }> {
  for (let round = 1; ; round += 1) {
    const counted: CountedKey[] = [];
    let locksUntil: Date | null = null;
    let refused = false;
    for (const key of keys) {
      const row = await countAgainst(db, key, now);
      if (!row) {
        refused = true;
        break;
      }
      counted.push({ ...key, windowStartedAt: row.window_started_at });
      if (row.locked_until && (locksUntil === null || row.locked_until > locksUntil)) locksUntil = row.locked_until;
    }
    if (!refused) return { counted: { keys: counted, locksUntil } };
    for (const key of counted) await uncount(db, key);
    const until = await lockedUntil(db, keys, now);
    if (until) return { lockedUntil: until };
    // The lock was lifted between the count and the read (a right password cleared the account): count again.
    if (round >= MAX_COUNT_ROUNDS) return { lockedUntil: new Date(now.getTime() + SIGN_IN_LOCK_MS) };
  }
}

/** Takes back a counted try: its password was right, or it was refused for another reason than the password. */
export async function forgiveTry(db: Queryable, counted: CountedTry): Promise<void> {
  for (const key of counted.keys) await uncount(db, key);
}

/** Forgets an account's failures after it signs in. */
export async function clearFailures(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE scope = $1 AND key = $2', [key.scope, key.key]);
}
