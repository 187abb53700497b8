import { useEffect } from 'react';
import { TENANT_STYLE_ATTRIBUTE, tenantStyleOf } from './tenant-style';
import './tenant-styles.css';

/**
 * Names the tenant's style on the document root, where `tenant-styles.css` picks it up. The root, not
 * the page, so popups and dialogs rendered outside the page share the look; the tenant comes from
 * the address and does not change while the app runs, so the mark stays for the following routes.
 */
export function useTenantStyle(tenant: string): void {
  useEffect(() => {
    const style = tenantStyleOf(tenant);
    if (style) document.documentElement.setAttribute(TENANT_STYLE_ATTRIBUTE, style);
    else document.documentElement.removeAttribute(TENANT_STYLE_ATTRIBUTE);
  }, [tenant]);
}
