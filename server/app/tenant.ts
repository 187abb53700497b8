import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_CODE, TENANT_HEADER } from '../../schema/api/tenant-header';
import type { Queryable } from '../db/database';
import { DomainError, ERROR_CODES } from './domain-error';

/**
 * The tenant a request acts for: the tenant header, or the default tenant when the header is absent.
 * An unknown code is refused rather than silently served as another tenant.
 */
export async function resolveTenant(request: FastifyRequest, db: Queryable): Promise<string> {
  const header = request.headers[TENANT_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim() || DEFAULT_TENANT_CODE;
  const found = await db.query('SELECT 1 FROM tenants WHERE code = $1', [code]);
  if (found.rowCount === 0) throw new DomainError(ERROR_CODES.unknownTenant, `未知的租户「${code}」`, 400);
  return code;
}
