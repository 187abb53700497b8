import type { FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { EditorSession, SignInBodySchema } from '../../../schema/api/editor/editor-session';
import type { AppContext } from '../../app/app-context';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { recordAudit } from './audit-log';
import { verifyDecoy, verifyPassword } from './password-hash';
import { purgeExpired } from './purge-expired';
import { SESSION_ABSOLUTE_MS } from './session-limits';
import { sessionView } from './session-view';
import { clearFailures, countTry, forgiveTry, type ThrottleKey } from './sign-in-throttle';
import { findUserByName } from './user-store';

function lockedOut(until: Date, now: Date): DomainError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new DomainError(ERROR_CODES.tooManyRequests, `登录失败次数过多，已锁定，请 ${minutes} 分钟后再试`, 429, {
    lockedUntil: until.toISOString(),
  });
}

/**
 * Signs a user in. The account and the address are each locked after 5 failures in 15 minutes, and
 * a locked key is refused before the password is looked at. Each try is counted before its password
 * is judged and forgiven when it was right, so tries sent at once (to one instance or several) get
 * no more guesses than tries sent one by one. An unknown username costs the same argon2 time as a
 * wrong password and gets the same answer. On success the session id is replaced (no fixation) and
 * the session bound to the account.
 */
export async function signIn(app: AppContext, request: FastifyRequest, body: Static<typeof SignInBodySchema>): Promise<EditorSession> {
  const now = app.now();
  const username = body.username.trim().toLowerCase();
  const keys: ThrottleKey[] = [
    { scope: 'account', key: username },
    { scope: 'address', key: request.ip },
  ];
  const tried = await countTry(app.db, keys, now);
  if ('lockedUntil' in tried) throw lockedOut(tried.lockedUntil, now);
  const user = await findUserByName(app.db, username);
  const matches = user ? await verifyPassword(user.password_hash, body.password) : await verifyDecoy(body.password);
  if (!user || !matches) {
    await recordAudit(app.db, {
      tenant: user?.tenant_code ?? null,
      actor: { id: user?.user_id ?? null, name: username },
      action: 'signInFailed',
      detail: { reason: 'credentials' },
      ip: request.ip,
      at: now,
    });
    // This try was the 5th of its account or address: it starts the lock and says so.
    if (tried.counted.locksUntil) throw lockedOut(tried.counted.locksUntil, now);
    throw new DomainError(ERROR_CODES.signedOut, '用户名或密码错误', 401);
  }
  await forgiveTry(app.db, tried.counted);
  if (user.disabled_at !== null) {
    await recordAudit(app.db, {
      tenant: user.tenant_code,
      actor: { id: user.user_id, name: username },
      action: 'signInFailed',
      detail: { reason: 'disabled' },
      ip: request.ip,
      at: now,
    });
    throw new DomainError(ERROR_CODES.forbidden, '该账号已停用，请联系管理员', 403);
  }
  await clearFailures(app.db, keys[0] as ThrottleKey);
  // Each sign-in sweeps what has expired, so the identity tables stay the size of current use.
  await purgeExpired(app.db, now);
  await request.session.regenerate();
  request.session.userId = user.user_id;
  request.session.tenant = null;
  request.session.ip = request.ip;
  request.session.userAgent = request.headers['user-agent'] ?? '';
  await recordAudit(app.db, { tenant: user.tenant_code, actor: { id: user.user_id, name: user.username }, action: 'signIn', ip: request.ip, at: now });
  return sessionView(app.db, {
    userId: user.user_id,
    username: user.username,
    displayName: user.display_name,
    roles: user.roles,
    platformAdmin: user.tenant_code === null,
    tenant: user.tenant_code,
    sessionExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
}
