import type { LightMyRequestResponse } from 'fastify';
import type { EditorRole } from '../../schema/api/editor/editor-roles';
import { hashPassword } from '../domain/identity/password-hash';
import { insertUser } from '../domain/identity/user-store';
import type { TestApp } from './create-test-app';

/** The password of every account a test creates. */
export const TEST_PASSWORD = 'correct horse battery';

let hashed: Promise<string> | undefined;

/** Creates an editor account (tenant null: a platform admin). */
export async function createEditorUser(t: TestApp, username: string, tenant: string | null, roles: readonly EditorRole[]): Promise<void> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const row = await insertUser(t.db, { username, displayName: '', tenant, roles, passwordHash: await hashed }, t.clock.now());
  if (!row) throw new Error(`test user ${username} exists already`);
}

/** An editor request as the editor page sends it: the session cookie and this server's Origin. */
export interface EditorCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: object;
  /** The session cookie (`name=value`); none for an anonymous request. */
  readonly cookie?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly ip?: string;
}

/** Sends a request to a path under `/api/editor`. */
export function editorInject(t: TestApp, call: EditorCall): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: call.method,
    url: `/api/editor${call.path}`,
    headers: { origin: t.context.config.publicOrigin, ...(call.cookie ? { cookie: call.cookie } : {}), ...call.headers },
    remoteAddress: call.ip ?? '127.0.0.1',
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
}

/** The `name=value` of the session cookie a reply set, or undefined. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'insure_editor_session');
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs in and returns the session cookie; throws when sign-in fails. */
export async function signInCookie(t: TestApp, username: string, password = TEST_PASSWORD, ip = '127.0.0.1'): Promise<string> {
  const response = await editorInject(t, { method: 'POST', path: '/session', body: { username, password }, ip });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** Creates an account and signs it in: its session cookie. */
export async function signedInAs(t: TestApp, username: string, tenant: string | null, roles: readonly EditorRole[]): Promise<string> {
  await createEditorUser(t, username, tenant, roles);
  return signInCookie(t, username);
}
