import type { SpecialAgreement } from '../../schema/api/goods-clause';
import { useApiQuery } from '../api/api-queries';
import { usePlanIds } from '../blocks/product/use-plan-clauses';
import { specialAgreementPackages } from './special-agreement-packages';
import { useChosenPackages } from './use-chosen-packages';

/**
 * The special agreements (特别约定) of what the buyer is about to buy (`querySpecialAgreementList`):
 * asked again whenever the chosen products or liabilities change, since an agreement may apply to one
 * rider or liability only; the agreements of the previous choice stay shown until the new ones arrive.
 * Empty while unknown or when the query fails (the client has said why).
 */
export function useSpecialAgreements(enabled: boolean): readonly SpecialAgreement[] {
  const { goodsId, planId } = usePlanIds();
  const { packages } = useChosenPackages();
  const asks = Boolean(enabled && goodsId && planId && packages.length > 0);
  const body = { goodsId: goodsId ?? '', planId: planId ?? '', planConfigPackageList: asks ? specialAgreementPackages(packages) : [] };
  const agreements = useApiQuery('querySpecialAgreementList', body, undefined, { enabled: asks, keepPrevious: true });
  return asks ? (agreements.data?.value ?? []) : [];
}
