import { EDITOR_ROLES, type EditorRole } from '../../../schema/api/editor/editor-roles';
import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../../../schema/api/editor/editor-session';
import type { Database } from '../../db/database';
import { recordAudit } from './audit-log';
import { revokeSessions } from './db-session-store';
import { hashPassword } from './password-hash';
import { findUserByName, insertUser, listAllUsers, updateUser } from './user-store';

/** What the command needs from the outside: the database, the password source, the clock. */
export interface UsersCommandIo {
  readonly db: Database;
  /** Reads the password (standard input); asked only by the commands that set one. */
  readonly readPassword: () => Promise<string>;
  readonly now: () => Date;
}

export const USERS_USAGE = `Usage: npm run users -- <command>
  add <username> --tenant <code> --role <role>[,<role>]   create an account of a tenant (password from standard input)
  add <username> --platform --role admin[,<role>]         create a platform admin, who chooses a tenant when signed in
  list                                                    list every account
  disable <username>                                      stop an account signing in and end its sessions
  enable <username>                                       let a disabled account sign in again
  reset-password <username>                               set a new password (from standard input) and end its sessions
Roles: ${EDITOR_ROLES.join(', ')}`;

/** A refusal the command prints as it is, with exit code 1. */
export class UsersCommandError extends Error {}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

function parseRoles(value: string | undefined): EditorRole[] {
  if (!value) throw new UsersCommandError('--role is required');
  const roles = [...new Set(value.split(',').map((role) => role.trim()))];
  const unknown = roles.filter((role) => !(EDITOR_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) throw new UsersCommandError(`unknown role: ${unknown.join(', ')} (roles: ${EDITOR_ROLES.join(', ')})`);
  return roles as EditorRole[];
}

async function newPassword(io: UsersCommandIo): Promise<string> {
  const password = (await io.readPassword()).replace(/\r?\n$/, '');
  if (password.length < PASSWORD_MIN_LENGTH) throw new UsersCommandError(`the password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  return password;
}

async function requireUser(io: UsersCommandIo, username: string | undefined) {
  if (!username) throw new UsersCommandError('a username is required');
  const user = await findUserByName(io.db, username);
  if (!user) throw new UsersCommandError(`no account named ${username}`);
  return user;
}

const CLI_ACTOR = { id: null, name: 'users-command' };

/**
 * Runs `npm run users -- ...` and returns what it prints. Changes are audited as made by the command
 * (from the machine it ran on), like changes made by an admin in the editor.
 */
export async function runUsersCommand(args: readonly string[], io: UsersCommandIo): Promise<string> {
  const [command, username] = args;
  switch (command) {
    case 'add': {
      if (!username || !new RegExp(USERNAME_PATTERN).test(username)) {
        throw new UsersCommandError('the username must be 3-40 lower-case letters, digits, ".", "_" or "-"');
      }
      const platform = args.includes('--platform');
      const tenant = platform ? null : option(args, '--tenant');
      if (!platform && !tenant) throw new UsersCommandError('--tenant <code> (or --platform) is required');
      if (tenant && (await io.db.query('SELECT 1 FROM tenants WHERE code = $1', [tenant])).rowCount === 0) {
        throw new UsersCommandError(`no tenant with code ${tenant}`);
      }
      const roles = parseRoles(option(args, '--role'));
      const passwordHash = await hashPassword(await newPassword(io));
      const row = await insertUser(io.db, { username, displayName: option(args, '--name') ?? '', tenant: tenant ?? null, roles, passwordHash }, io.now());
      if (!row) throw new UsersCommandError(`the username ${username} is taken`);
      await recordAudit(io.db, { tenant: row.tenant_code, actor: CLI_ACTOR, action: 'userCreated', target: username, detail: { roles }, ip: 'local', at: io.now() });
      return `created ${username} (${tenant ?? 'platform'}: ${roles.join(', ')})`;
    }
    case 'list': {
      const users = await listAllUsers(io.db);
      if (users.length === 0) return 'no accounts yet';
      return users
        .map((user) => `${user.username.padEnd(24)} ${(user.tenant_code ?? 'platform').padEnd(10)} ${user.roles.join(',').padEnd(32)} ${user.disabled_at ? 'disabled' : 'active'}`)
        .join('\n');
    }
    case 'disable':
    case 'enable': {
      const user = await requireUser(io, username);
      await updateUser(io.db, user.user_id, { disabled: command === 'disable' }, io.now());
      if (command === 'disable') await revokeSessions(io.db, user.user_id);
      await recordAudit(io.db, { tenant: user.tenant_code, actor: CLI_ACTOR, action: 'userUpdated', target: user.username, detail: { disabled: command === 'disable' }, ip: 'local', at: io.now() });
      return `${command}d ${user.username}`;
    }
    case 'reset-password': {
      const user = await requireUser(io, username);
      const passwordHash = await hashPassword(await newPassword(io));
      await updateUser(io.db, user.user_id, { passwordHash }, io.now());
      await revokeSessions(io.db, user.user_id);
      await recordAudit(io.db, { tenant: user.tenant_code, actor: CLI_ACTOR, action: 'passwordReset', target: user.username, ip: 'local', at: io.now() });
      return `new password set for ${user.username}; its sessions have ended`;
    }
    default:
      throw new UsersCommandError(USERS_USAGE);
  }
}
