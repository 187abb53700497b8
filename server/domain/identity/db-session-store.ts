import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import type { Queryable } from '../../db/database';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-limits';

declare module 'fastify' {
  interface Session {
    /** The signed-in user; absent until sign-in. */
    userId?: string;
    /** The tenant a platform admin chose; a tenant's own user never sets it. */
    tenant?: string | null;
    /** Where and with what the session was opened, recorded with it. */
    ip?: string;
    userAgent?: string;
    /** When the session ends at the latest (ISO), read back from the store. */
    expiresAt?: string;
  }
}

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

interface SessionRow {
  readonly user_id: string;
  readonly tenant_code: string | null;
  readonly last_seen_at: Date | string;
  readonly expires_at: Date | string;
}

/** Only a digest of the session id is stored: reading the table opens no session. */
function idHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * The session store behind `@fastify/session`: sessions live in PostgreSQL, so every instance of the
 * server sees the same ones and signing out or disabling a user ends them everywhere. A session read
 * after 8 hours idle or 7 days from sign-in is deleted and treated as absent.
 */
export class DbSessionStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    if (!session.userId) {
      callback();
      return;
    }
    const now = this.now();
    // A session read from the store (it carries `expiresAt`) is only ever touched, never re-created:
    // were it revoked (signed out, disabled, password reset) while a request of it ran, writing it back
    // would revive it with a fresh 7-day lifetime.
    const saved = session.expiresAt
      ? this.db.query('UPDATE editor_sessions SET last_seen_at = $2, tenant_code = $3 WHERE id_hash = $1', [idHash(sessionId), now, session.tenant ?? null])
      : this.db.query(
          `INSERT INTO editor_sessions (id_hash, user_id, tenant_code, created_at, last_seen_at, expires_at, ip, user_agent)
           VALUES ($1, $2, $3, $4, $4, $5, $6, $7)
           ON CONFLICT (id_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, tenant_code = EXCLUDED.tenant_code`,
          [
            idHash(sessionId),
            session.userId,
            session.tenant ?? null,
            now,
            new Date(now.getTime() + SESSION_ABSOLUTE_MS),
            session.ip ?? '',
            (session.userAgent ?? '').slice(0, 300),
          ],
        );
    saved.then(() => callback(), callback);
  }

  get(sessionId: string, callback: GetCallback): void {
    const key = idHash(sessionId);
    const read = async (): Promise<Session | null> => {
      const found = await this.db.query<SessionRow>(
        'SELECT user_id, tenant_code, last_seen_at, expires_at FROM editor_sessions WHERE id_hash = $1',
        [key],
      );
      const row = found.rows[0];
      if (!row) return null;
      const now = this.now().getTime();
      const expiresAt = new Date(row.expires_at);
      if (new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS <= now || expiresAt.getTime() <= now) {
        await this.db.query('DELETE FROM editor_sessions WHERE id_hash = $1', [key]);
        return null;
      }
      return { userId: row.user_id, tenant: row.tenant_code, expiresAt: expiresAt.toISOString() } as Session;
    };
    read().then((session) => callback(null, session), callback);
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db.query('DELETE FROM editor_sessions WHERE id_hash = $1', [idHash(sessionId)]).then(() => callback(), callback);
  }
}

/** Ends every session of a user (disabled, password reset). */
export async function revokeSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM editor_sessions WHERE user_id = $1', [userId]);
}
