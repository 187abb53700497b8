import type { EditorRole } from '../../../schema/api/editor/editor-roles';
import type { EditorUser } from '../../../schema/api/editor/editor-user';
import { randomId } from '../../app/random-id';
import type { Queryable } from '../../db/database';

/** An `editor_users` row. */
export interface UserRow {
  readonly user_id: string;
  readonly username: string;
  readonly display_name: string;
  readonly tenant_code: string | null;
  readonly roles: EditorRole[];
  readonly password_hash: string;
  readonly disabled_at: Date | string | null;
  readonly created_at: Date | string;
}

const USER_COLUMNS = 'user_id, username, display_name, tenant_code, roles, password_hash, disabled_at, created_at';

/** The account with this username, enabled or not. */
export async function findUserByName(db: Queryable, username: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM editor_users WHERE username = $1`, [username]);
  return found.rows[0];
}

/** The account with this id. */
export async function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM editor_users WHERE user_id = $1`, [userId]);
  return found.rows[0];
}

/** What a new account is made of; the password is already hashed. */
export interface NewUser {
  readonly username: string;
  readonly displayName: string;
  /** null: a platform admin, who belongs to no tenant. */
  readonly tenant: string | null;
  readonly roles: readonly EditorRole[];
  readonly passwordHash: string;
}

/** Stores a new account; false when the username is taken. */
export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const inserted = await db.query<UserRow>(
    `INSERT INTO editor_users (user_id, username, display_name, tenant_code, roles, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $7)
     ON CONFLICT (username) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [`u-${randomId(8)}`, user.username, user.displayName, user.tenant, user.roles, user.passwordHash, now],
  );
  return inserted.rows[0];
}

/** The accounts of a tenant (null: the platform admins), by username. */
export async function listUsers(db: Queryable, tenant: string | null): Promise<UserRow[]> {
  const found = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM editor_users WHERE tenant_code IS NOT DISTINCT FROM $1 ORDER BY username`,
    [tenant],
  );
  return found.rows;
}

/** Every account, platform admins first, then by tenant and username. */
export async function listAllUsers(db: Queryable): Promise<UserRow[]> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM editor_users ORDER BY tenant_code NULLS FIRST, username`);
  return found.rows;
}

/** Changes some of an account's fields. */
export async function updateUser(
  db: Queryable,
  userId: string,
  change: { readonly displayName?: string; readonly roles?: readonly EditorRole[]; readonly disabled?: boolean; readonly passwordHash?: string },
  now: Date,
): Promise<UserRow | undefined> {
  const updated = await db.query<UserRow>(
    `UPDATE editor_users
        SET display_name = COALESCE($2, display_name),
            roles = COALESCE($3::text[], roles),
            disabled_at = CASE WHEN $4::boolean IS NULL THEN disabled_at WHEN $4 THEN COALESCE(disabled_at, $6) ELSE NULL END,
            password_hash = COALESCE($5, password_hash),
            updated_at = $6
      WHERE user_id = $1
      RETURNING ${USER_COLUMNS}`,
    [userId, change.displayName ?? null, change.roles ?? null, change.disabled ?? null, change.passwordHash ?? null, now],
  );
  return updated.rows[0];
}

/** An account as the API shows it: never the hash. */
export function toEditorUser(row: UserRow): EditorUser {
  return {
    username: row.username,
    displayName: row.display_name,
    tenant: row.tenant_code,
    roles: row.roles,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
