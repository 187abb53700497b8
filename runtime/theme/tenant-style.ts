/**
 * Tenants with a look of their own (spec section 2: "Tenant 'ba'. It gets a different style."). The
 * style itself is `tenant-styles.css`, keyed by the name this returns; every other tenant keeps the
 * default antd-mobile look.
 */
export const TENANT_STYLES = ['ba'] as const;

export type TenantStyle = (typeof TENANT_STYLES)[number];

/** The attribute of the document root that names the tenant style (`data-tenant-style`). */
export const TENANT_STYLE_ATTRIBUTE = 'data-tenant-style';

/** The style of a tenant code, matched exactly as the tenant header sends it; undefined for the default look. */
export function tenantStyleOf(tenant: string): TenantStyle | undefined {
  return TENANT_STYLES.find((style) => style === tenant);
}
