import type { FastifyRequest } from 'fastify';
import { DomainError, ERROR_CODES } from '../../app/domain-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing editor request that does not come from a page of this server: its
 * `Origin` (or, when a client sends none, the origin of its `Referer`) must be the server's public
 * origin or the origin the request was addressed to. With the SameSite=Strict cookie this keeps other
 * sites from acting with an operator's session (OWASP CSRF prevention, "verifying origin").
 */
export function checkOrigin(request: FastifyRequest, publicOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  const allowed = new Set([originOf(publicOrigin), `${request.protocol}://${request.host}`]);
  if (claimed !== null && allowed.has(claimed)) return;
  throw new DomainError(ERROR_CODES.forbidden, '请求来源不被允许，请从编辑器页面操作', 403, { reason: 'origin' });
}
