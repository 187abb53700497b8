import { useAtomValue } from 'jotai';
import { usePlanIds } from '../blocks/product/use-plan-clauses';
import { insuredCountLimits, type EffectiveInsuredCountLimits } from './insured-count-limits';
import { selectedPlanAtom } from './premium-atoms';
import { useGoodsPlans } from './use-goods-plans';

/**
 * The insured count limits of a block with the template's `minCount` / `maxCount`: the chosen plan's
 * where it sets them. The plan is the one of the plan selector (kept for the session); on a template
 * without one, the goods' plan the flow or the address names, from the goods' plan list.
 */
export function useInsuredCountLimits(minCount: number | undefined, maxCount: number): EffectiveInsuredCountLimits {
  const selected = useAtomValue(selectedPlanAtom);
  const { goodsId, planId } = usePlanIds();
  const plans = useGoodsPlans(selected ? undefined : goodsId);
  const named = plans.status === 'ready' ? plans.plans.find((plan) => plan.planId === planId) : undefined;
  return insuredCountLimits(selected ?? named, { minCount, maxCount });
}
