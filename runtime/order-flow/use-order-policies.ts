import type { InsureResult } from '../../schema/entities/insure-result';
import type { Policy } from '../../schema/entities/policy';
import { useApiQuery } from '../api/api-queries';

/** What the order-detail page knows of an order's underwriting: its result, and its issued policies. */
export interface OrderPolicies {
  /** `queryPolicyResult`: the issue status and, when failed, the insurer's reason; undefined until known. */
  readonly result: InsureResult | undefined;
  /** `queryPolicyDetail`: the policies issued for the order (none before issuing succeeds). */
  readonly policies: readonly Policy[];
}

/**
 * Asks, once the order itself could be read (`enabled`), for its underwriting result
 * (`queryPolicyResult`) and the policies issued for it (`queryPolicyDetail`), so the order detail
 * says whether the insurer accepted it and lists each policy number. A failure of either leaves
 * that part unsaid: the client has told the buyer, and the order itself is still shown.
 */
export function useOrderPolicies(lookup: { orderNo?: string; encryptOrderNo?: string } | undefined, enabled: boolean): OrderPolicies {
  const asks = { enabled: lookup !== undefined && enabled };
  const result = useApiQuery('queryPolicyResult', lookup ?? {}, undefined, asks);
  const detail = useApiQuery('queryPolicyDetail', lookup ?? {}, undefined, asks);
  return { result: result.data?.result, policies: detail.data?.result?.policyList ?? [] };
}
