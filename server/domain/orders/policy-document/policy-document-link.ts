import type { AppContext } from '../../../app/app-context';
import { policyDocumentToken } from './policy-document-token';

/** Where the server answers a policy's printable electronic policy (保险单). */
export const POLICY_DOCUMENT_PATH = '/api/v1/policy/document';

/**
 * The e-policy address of one of a tenant's policies (its `ePolicyUrl`), handed only in replies to
 * whoever may read the order. Its token is that policy's own (see policyDocumentToken). The tenant
 * rides along because a browser opening the link sends no tenant header.
 */
export function policyDocumentLink(app: AppContext, tenant: string, policyNo: string): string {
  const params = new URLSearchParams({ tenant, policyNo, token: policyDocumentToken(app.config.orderTokenSecret, tenant, policyNo) });
  return `${POLICY_DOCUMENT_PATH}?${params.toString()}`;
}
