import { DEFAULT_TENANT_CODE, TENANT_HEADER } from '../../../schema/api/tenant-header';

/** The name of the tenant header's parameter among the document's components. */
export const TENANT_HEADER_PARAMETER = 'TenantCode';

/** The tenant header as an OpenAPI parameter (components.parameters.TenantCode). */
export const TENANT_HEADER_PARAMETER_OBJECT = {
  name: TENANT_HEADER,
  in: 'header',
  required: false,
  description: `租户代码：买家页面地址的 from / tenantFrom 参数；缺省为 ${DEFAULT_TENANT_CODE}，未知租户答 400（code 40001）`,
  schema: { type: 'string', default: DEFAULT_TENANT_CODE },
} as const;

/**
 * The route-schema extension that says a route reads the tenant header. The header is not in the
 * route's `headers` schema, which Fastify would validate on every request: the tenant is checked
 * against the catalogue by resolveTenant instead. The document generator copies the extension into
 * the operation, where withTenantHeaderParameter turns it into the parameter.
 */
const READS_TENANT_HEADER_KEY = 'x-reads-tenant-header';

/** Spread into a route schema whose handler reads the tenant header (resolveTenant). */
export const READS_TENANT_HEADER = { [READS_TENANT_HEADER_KEY]: true } as const;

interface Operation {
  [READS_TENANT_HEADER_KEY]?: boolean;
  parameters?: unknown[];
}

/** Gives every operation marked READS_TENANT_HEADER the tenant header parameter, first. */
export function withTenantHeaderParameter(paths: Record<string, Record<string, Operation>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation[READS_TENANT_HEADER_KEY]) continue;
      delete operation[READS_TENANT_HEADER_KEY];
      operation.parameters = [{ $ref: `#/components/parameters/${TENANT_HEADER_PARAMETER}` }, ...(operation.parameters ?? [])];
    }
  }
}
