import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import session from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { DbSessionStore } from './db-session-store';
import { pgRateLimitStore } from './pg-rate-limit-store';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH, SESSION_IDLE_MS } from './session-limits';

/**
 * Editor sessions: `@fastify/session` over the database store, its id signed into an HttpOnly,
 * SameSite=Strict cookie sent only to `/api/editor` (Secure where configured: production). The first
 * session secret signs, every one verifies, so a secret is rotated without signing everyone out.
 * `@fastify/rate-limit` is made available with a database store for the routes that ask for a limit.
 */
export async function registerSessions(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(cookie);
  await app.register(session, {
    secret: [...context.config.sessionSecrets],
    cookieName: SESSION_COOKIE_NAME,
    store: new DbSessionStore(context.db, context.now),
    saveUninitialized: false,
    rolling: true,
    cookie: { path: SESSION_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: context.config.sessionCookieSecure, maxAge: SESSION_IDLE_MS },
  });
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(context.db, context.now),
    errorResponseBuilder: (_request, limit) =>
      new DomainError(ERROR_CODES.tooManyRequests, `请求过于频繁，请 ${Math.max(1, Math.ceil(limit.ttl / 1000))} 秒后再试`, 429),
  });
}
