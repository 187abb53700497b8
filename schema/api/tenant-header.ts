/** The request header carrying the tenant code (from the `from` / `tenantFrom` address parameter). */
export const TENANT_HEADER = 'x-tenant-code';

/** The tenant used when the address names none. */
export const DEFAULT_TENANT_CODE = 'health';
