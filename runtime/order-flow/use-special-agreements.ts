import { useEffect, useState } from 'react';
import type { SpecialAgreement } from '../../schema/api/goods-clause';
import { useRuntime } from '../app/runtime-context';
import { usePlanIds } from '../blocks/product/use-plan-clauses';
import { specialAgreementPackages } from './special-agreement-packages';
import { useChosenPackages } from './use-chosen-packages';

/**
 * The special agreements (特别约定) of what the buyer is about to buy (`querySpecialAgreementList`):
 * asked again whenever the chosen products or liabilities change, since an agreement may apply to one
 * rider or liability only. Empty while unknown or when the query fails (the client has said why).
 */
export function useSpecialAgreements(enabled: boolean): readonly SpecialAgreement[] {
  const { api } = useRuntime();
  const { goodsId, planId } = usePlanIds();
  const { packages } = useChosenPackages();
  const [agreements, setAgreements] = useState<readonly SpecialAgreement[]>([]);
  const key = enabled && goodsId && planId && packages.length > 0 ? JSON.stringify({ goodsId, planId, planConfigPackageList: specialAgreementPackages(packages) }) : undefined;
  useEffect(() => {
    if (!key) {
      setAgreements([]);
      return undefined;
    }
    let current = true;
    api.call('querySpecialAgreementList', JSON.parse(key) as Parameters<typeof api.call<'querySpecialAgreementList'>>[1]).then(
      (reply) => current && setAgreements(reply.value ?? []),
      () => current && setAgreements([]),
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  return agreements;
}
