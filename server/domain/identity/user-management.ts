import type { Static } from '@sinclair/typebox';
import type { CreateUserBodySchema, EditorUser, UpdateUserBodySchema } from '../../../schema/api/editor/editor-user';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { notFound } from '../../app/not-found';
import type { Database, Queryable } from '../../db/database';
import { recordAudit } from './audit-log';
import { revokeSessions } from './db-session-store';
import type { EditorActor } from './editor-actor';
import { hashPassword } from './password-hash';
import { findUserByName, insertUser, toEditorUser, updateUser, type UserRow } from './user-store';

/** Who changes accounts, and from where. */
export interface UserAdmin {
  readonly actor: EditorActor;
  readonly ip: string;
  readonly now: Date;
}

/** A user of the tenant, or 404: accounts of other tenants are invisible, not forbidden. */
async function requireTenantUser(db: Queryable, tenant: string, username: string): Promise<UserRow> {
  const user = await findUserByName(db, username);
  if (!user || user.tenant_code !== tenant) throw notFound(`用户「${username}」不存在`);
  return user;
}

/** A new account of the tenant. */
export async function createUser(
  db: Database,
  tenant: string,
  body: Static<typeof CreateUserBodySchema>,
  by: UserAdmin,
): Promise<EditorUser> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { username: body.username, displayName: body.displayName ?? '', tenant, roles: body.roles, passwordHash }, by.now);
    if (!row) throw new DomainError(ERROR_CODES.conflict, `用户名「${body.username}」已被使用`, 409);
    await recordAudit(tx, {
      tenant,
      actor: { id: by.actor.userId, name: by.actor.username },
      action: 'userCreated',
      target: row.username,
      detail: { roles: row.roles },
      ip: by.ip,
      at: by.now,
    });
    return toEditorUser(row);
  });
}

/**
 * Changes a user's name, roles or whether it may sign in. Disabling ends the user's sessions at once.
 * Admins cannot disable themselves or drop their own admin role, so a tenant is never left without one
 * by accident.
 */
export async function changeUser(
  db: Database,
  tenant: string,
  username: string,
  change: Static<typeof UpdateUserBodySchema>,
  by: UserAdmin,
): Promise<EditorUser> {
  return db.transaction(async (tx) => {
    const user = await requireTenantUser(tx, tenant, username);
    if (user.user_id === by.actor.userId && (change.disabled === true || (change.roles && !change.roles.includes('admin')))) {
      throw new DomainError(ERROR_CODES.conflict, '不能停用自己的账号或取消自己的管理员角色', 409);
    }
    const updated = await updateUser(tx, user.user_id, change, by.now);
    if (!updated) throw notFound(`用户「${username}」不存在`);
    if (change.disabled === true) await revokeSessions(tx, user.user_id);
    await recordAudit(tx, {
      tenant,
      actor: { id: by.actor.userId, name: by.actor.username },
      action: 'userUpdated',
      target: username,
      detail: { ...change },
      ip: by.ip,
      at: by.now,
    });
    return toEditorUser(updated);
  });
}

/** Sets a user's password; every session of the user ends. */
export async function resetPassword(db: Database, tenant: string, username: string, password: string, by: UserAdmin): Promise<EditorUser> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await requireTenantUser(tx, tenant, username);
    const updated = await updateUser(tx, user.user_id, { passwordHash }, by.now);
    if (!updated) throw notFound(`用户「${username}」不存在`);
    await revokeSessions(tx, user.user_id);
    await recordAudit(tx, {
      tenant,
      actor: { id: by.actor.userId, name: by.actor.username },
      action: 'passwordReset',
      target: username,
      ip: by.ip,
      at: by.now,
    });
    return toEditorUser(updated);
  });
}
