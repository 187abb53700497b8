import { EDITOR_ROLES, type EditorRole } from '../../../schema/api/editor/editor-roles';
import type { Queryable } from '../../db/database';
import { SEED_TENANTS } from '../../seed/seed-ids';
import { hashPassword } from './password-hash';
import { findUserByName, insertUser } from './user-store';

/** A demo account: one per role per seeded tenant, and a platform admin. Development only. */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  readonly tenant: string | null;
  readonly roles: readonly EditorRole[];
}

/** The demo accounts `npm start` creates in development: `<tenant>-<role>` with password `<tenant>-<role>-demo`. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...SEED_TENANTS.flatMap((tenant) =>
    EDITOR_ROLES.map((role) => ({ username: `${tenant.code}-${role}`, password: `${tenant.code}-${role}-demo`, tenant: tenant.code, roles: [role] })),
  ),
  { username: 'platform-admin', password: 'platform-admin-demo', tenant: null, roles: ['admin', 'compliance'] },
];

/**
 * Creates the demo accounts that do not exist yet; an account already there (perhaps with a changed
 * password) is left alone. Never called in production.
 */
export async function seedDemoAccounts(db: Queryable, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByName(db, account.username)) continue;
    await insertUser(
      db,
      { username: account.username, displayName: '', tenant: account.tenant, roles: account.roles, passwordHash: await hashPassword(account.password) },
      now,
    );
  }
}
