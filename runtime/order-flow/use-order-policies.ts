import { useEffect, useState } from 'react';
import type { InsureResult } from '../../schema/entities/insure-result';
import type { Policy } from '../../schema/entities/policy';
import { useRuntime } from '../app/runtime-context';

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
  const { api } = useRuntime();
  const [result, setResult] = useState<InsureResult | undefined>(undefined);
  const [policies, setPolicies] = useState<readonly Policy[]>([]);
  const key = lookup && enabled ? JSON.stringify(lookup) : undefined;
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const body = JSON.parse(key) as { orderNo?: string; encryptOrderNo?: string };
    api.call('queryPolicyResult', body).then(
      (reply) => current && setResult(reply.result),
      () => undefined,
    );
    api.call('queryPolicyDetail', body).then(
      (reply) => current && setPolicies(reply.result?.policyList ?? []),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  return { result, policies };
}
