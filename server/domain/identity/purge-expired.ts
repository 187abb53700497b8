import type { Queryable } from '../../db/database';
import { purgeExpiredBuyerLinks } from '../orders/access/buyer-links';
import { purgeOldGrants } from '../orders/access/order-grants';
import { SESSION_IDLE_MS, SIGN_IN_LOCK_MS } from './session-limits';

/** Rate-limit windows are a minute; a row older than this has no say in any limit. */
const RATE_LIMIT_ROW_TTL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer matter: sessions past their idle or absolute expiry, failed sign-in
 * counts whose window and lock have passed, old rate-limit counters and buyers' order grants past
 * their 30 days, buyer links past their 24 hours. Expired sessions and grants are already refused when read; this keeps the tables
 * from growing with every address that ever knocked.
 */
export async function purgeExpired(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM editor_sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [now, new Date(now.getTime() - SESSION_IDLE_MS)]);
  await db.query('DELETE FROM sign_in_failures WHERE window_started_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)', [
    new Date(now.getTime() - SIGN_IN_LOCK_MS),
    now,
  ]);
  await db.query('DELETE FROM rate_limit_hits WHERE window_started_at <= $1', [new Date(now.getTime() - RATE_LIMIT_ROW_TTL_MS)]);
  await purgeOldGrants(db, now);
  await purgeExpiredBuyerLinks(db, now);
}
