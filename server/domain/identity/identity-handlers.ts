import type { IdentityRouteName } from '../../../schema/api/editor/editor-routes';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app/app-context';
import type { EditorHandlerMap } from '../../app/editor-handler';
import { notFound } from '../../app/not-found';
import { listAudit, recordAudit } from './audit-log';
import type { EditorActor } from './editor-actor';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from './session-limits';
import { sessionView } from './session-view';
import { signIn } from './sign-in';
import { changeUser, createUser, resetPassword, type UserAdmin } from './user-management';
import { listUsers, toEditorUser } from './user-store';

function admin(context: { readonly actor: EditorActor; readonly request: FastifyRequest; readonly app: AppContext }): UserAdmin {
  return { actor: context.actor, ip: context.request.ip, now: context.app.now() };
}

/** The identity routes: the session, the tenant acted for, the tenant's accounts and audit log. */
export const identityHandlers: EditorHandlerMap<IdentityRouteName> = {
  signIn: ({ app, request, body }) => signIn(app, request, body),
  getSession: ({ app, actor }) => sessionView(app.db, actor),
  signOut: async ({ app, actor, request, reply }) => {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE_NAME, { path: SESSION_COOKIE_PATH });
    await recordAudit(app.db, { tenant: actor.tenant, actor: { id: actor.userId, name: actor.username }, action: 'signOut', ip: request.ip, at: app.now() });
    return {};
  },
  chooseTenant: async ({ app, actor, request, body }) => {
    if (!actor.platformAdmin) throw new DomainError(ERROR_CODES.forbidden, '只有平台管理员可以切换租户', 403);
    const found = await app.db.query('SELECT 1 FROM tenants WHERE code = $1', [body.tenant]);
    if (found.rowCount === 0) throw notFound(`租户「${body.tenant}」不存在`);
    request.session.tenant = body.tenant;
    return sessionView(app.db, { ...actor, tenant: body.tenant });
  },
  listTenants: async ({ app, actor }) => {
    const found = actor.platformAdmin
      ? await app.db.query<{ code: string; name: string }>('SELECT code, name FROM tenants ORDER BY created_at, code')
      : await app.db.query<{ code: string; name: string }>('SELECT code, name FROM tenants WHERE code = $1', [actor.tenant]);
    return found.rows.map((row) => ({ code: row.code, name: row.name }));
  },
  listUsers: async ({ app, tenant }) => (await listUsers(app.db, tenant)).map(toEditorUser),
  createUser: (context) => createUser(context.app.db, context.tenant, context.body, admin(context)),
  updateUser: (context) => changeUser(context.app.db, context.tenant, context.params.username, context.body, admin(context)),
  resetPassword: (context) => resetPassword(context.app.db, context.tenant, context.params.username, context.body.password, admin(context)),
  listAudit: ({ app, tenant }) => listAudit(app.db, tenant),
};
