import { mayCall, type EditorAccess } from '../../../schema/api/editor/editor-roles';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { EditorActor } from './editor-actor';

/** Not signed in (or the session ended): the editor shows its sign-in page. */
export function signedOut(): DomainError {
  return new DomainError(ERROR_CODES.signedOut, '请先登录，或登录已过期，请重新登录', 401);
}

/** Signed in, but the user's roles do not include one the route needs. */
export function forbidden(): DomainError {
  return new DomainError(ERROR_CODES.forbidden, '您的角色无权执行此操作', 403);
}

/**
 * Decides whether `actor` may call a route with `access`, and the tenant it acts for: the tenant
 * comes from the account (or a platform admin's choice in the session), never from the request.
 * Throws 401 without a session, 403 without a role the route names, 409 for a platform admin who
 * has not chosen a tenant yet.
 */
export function authorize(access: EditorAccess, actor: EditorActor | null): string {
  if (access === 'public') return actor?.tenant ?? '';
  if (actor === null) throw signedOut();
  if (access === 'signedIn') return actor.tenant ?? '';
  if (!mayCall(access, actor.roles)) throw forbidden();
  if (actor.tenant === null) throw new DomainError(ERROR_CODES.conflict, '请先选择要操作的租户', 409, { reason: 'chooseTenant' });
  return actor.tenant;
}
