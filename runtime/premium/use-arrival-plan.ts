import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import type { Plan } from '../../schema/entities/plan';
import { useRuntime } from '../app/runtime-context';
import { usePlanIds } from '../blocks/product/use-plan-clauses';
import { flowStateAtom } from '../state/flow-atoms';
import { offeredPlansAtom } from '../state/kept-choice';
import { applyKeptChoice } from '../state/restore-kept-choice';
import { initialPlan } from './plan-choice';
import { selectedPlanAtom } from './premium-atoms';

/**
 * Selects the plan on arrival (and re-reads it after a reload) from the offered plans: the remembered
 * one when offered, else the first. A choice kept from an earlier visit of this promotion is checked
 * against the product and its plans here, and given back only if it fits (applyKeptChoice). Nothing is
 * cleared: this is not the buyer switching plans.
 */
export function useArrivalPlan(plans: readonly Plan[]): Plan | undefined {
  const { query } = useRuntime();
  const store = useStore();
  const { goodsId } = usePlanIds();
  const selected = useAtomValue(selectedPlanAtom);
  const flowPlanId = useAtomValue(flowStateAtom).planId;
  const plansKey = JSON.stringify(plans);
  useEffect(() => {
    if (plans.length === 0) return;
    if (goodsId) {
      const offered = { goodsId, planIds: plans.map((plan) => plan.planId) };
      if (JSON.stringify(store.get(offeredPlansAtom)) !== JSON.stringify(offered)) store.set(offeredPlansAtom, offered);
      applyKeptChoice(store, goodsId, plans);
    }
    const current = store.get(selectedPlanAtom);
    const arrival = initialPlan(plans, [current?.planId, store.get(flowStateAtom).planId, query.params.planId]);
    if (!arrival || JSON.stringify(arrival) === JSON.stringify(current)) return;
    store.set(selectedPlanAtom, arrival);
    store.set(flowStateAtom, (flow) => (flow.planId === arrival.planId ? flow : { ...flow, planId: arrival.planId }));
    // `plans` is described by `plansKey`; the atoms are read fresh from the store.
  }, [plansKey, selected, flowPlanId, goodsId, query.params.planId, store]);
  return selected;
}
