import type { EditorSession } from '../../../schema/api/editor/editor-session';
import type { Queryable } from '../../db/database';
import type { EditorActor } from './editor-actor';

/** What `GET /api/editor/session` says of the signed-in user. */
export async function sessionView(db: Queryable, actor: EditorActor): Promise<EditorSession> {
  let tenantName: string | null = null;
  let fourEyes = true;
  if (actor.tenant !== null) {
    const found = await db.query<{ name: string; four_eyes: boolean }>('SELECT name, four_eyes FROM tenants WHERE code = $1', [actor.tenant]);
    tenantName = found.rows[0]?.name ?? null;
    fourEyes = found.rows[0]?.four_eyes ?? true;
  }
  return {
    username: actor.username,
    displayName: actor.displayName,
    roles: [...actor.roles],
    platformAdmin: actor.platformAdmin,
    tenant: actor.tenant,
    tenantName,
    fourEyes,
    expiresAt: actor.sessionExpiresAt,
  };
}
