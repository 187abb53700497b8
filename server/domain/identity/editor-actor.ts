import type { FastifyRequest } from 'fastify';
import type { EditorRole } from '../../../schema/api/editor/editor-roles';
import type { Queryable } from '../../db/database';
import { findUserById } from './user-store';

/** The signed-in user a request acts as, read fresh from the database on every request. */
export interface EditorActor {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
  readonly roles: readonly EditorRole[];
  /** A platform admin belongs to no tenant and acts for the one chosen in the session. */
  readonly platformAdmin: boolean;
  /** The tenant acted for: the user's own, or a platform admin's choice (null until chosen). */
  readonly tenant: string | null;
  /** When the session ends at the latest. */
  readonly sessionExpiresAt: string;
}

/**
 * Who the request's session belongs to, or null when it has none (never signed in, signed out,
 * expired, revoked). An account disabled since sign-in ends the session here. Roles and tenant come
 * from the account as it is now, so a change by an admin applies to the next request.
 */
export async function resolveActor(request: FastifyRequest, db: Queryable): Promise<EditorActor | null> {
  const session = request.session as FastifyRequest['session'] | undefined | Record<string, never>;
  const userId = session && 'userId' in session ? session.userId : undefined;
  if (!userId) return null;
  const user = await findUserById(db, userId);
  if (!user || user.disabled_at !== null) {
    // Regenerated rather than destroyed: the request keeps a session (empty, never stored), so signing
    // in over the stale cookie works, and the cookie is cleared.
    await request.session.regenerate();
    return null;
  }
  const platformAdmin = user.tenant_code === null;
  return {
    userId: user.user_id,
    username: user.username,
    displayName: user.display_name,
    roles: user.roles,
    platformAdmin,
    tenant: platformAdmin ? (request.session.tenant ?? null) : user.tenant_code,
    sessionExpiresAt: request.session.expiresAt ?? new Date().toISOString(),
  };
}
