import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_CODE, TENANT_HEADER } from '../../schema/api/tenant-header';
import { cachedCatalogue } from '../catalogue/watch-catalogue';
import type { Queryable } from '../db/database';
import { DomainError, ERROR_CODES } from './domain-error';

async function tenantCodes(db: Queryable): Promise<ReadonlySet<string>> {
  const found = await db.query<{ code: string }>('SELECT code FROM tenants');
  return new Set(found.rows.map((row) => row.code));
}

/**
 * The tenant a request acts for: the tenant header, or the default tenant when the header is absent.
 * An unknown code is refused rather than silently served as another tenant. The tenants are read
 * once and kept until the catalogue changes (a handful of rows, asked by every call).
 */
export async function resolveTenant(request: FastifyRequest, db: Queryable): Promise<string> {
  const header = request.headers[TENANT_HEADER];
  return knownTenant((Array.isArray(header) ? header[0] : header)?.trim() || DEFAULT_TENANT_CODE, db);
}

/** A tenant code given some other way than the header (a beacon's query), checked as resolveTenant checks the header. */
export async function knownTenant(code: string, db: Queryable): Promise<string> {
  const known = await cachedCatalogue(db, 'tenants', () => tenantCodes(db));
  if (!known.has(code)) throw new DomainError(ERROR_CODES.unknownTenant, `未知的租户「${code}」`, 400);
  return code;
}
