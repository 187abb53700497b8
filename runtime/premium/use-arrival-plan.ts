import { useAtom } from 'jotai';
import { useEffect } from 'react';
import type { Plan } from '../../schema/entities/plan';
import { useRuntime } from '../app/runtime-context';
import { flowStateAtom } from '../state/flow-atoms';
import { initialPlan } from './plan-choice';
import { selectedPlanAtom } from './premium-atoms';

/**
 * Selects the plan on arrival (and re-reads it after a reload) from the offered plans: the remembered
 * one when offered, else the first. Nothing is cleared: this is not the buyer switching plans.
 */
export function useArrivalPlan(plans: readonly Plan[]): Plan | undefined {
  const { query } = useRuntime();
  const [selected, setSelected] = useAtom(selectedPlanAtom);
  const [flow, setFlow] = useAtom(flowStateAtom);
  const arrival = plans.length > 0 ? initialPlan(plans, [selected?.planId, flow.planId, query.params.planId]) : undefined;
  useEffect(() => {
    if (!arrival || JSON.stringify(arrival) === JSON.stringify(selected)) return;
    setSelected(arrival);
    setFlow((current) => (current.planId === arrival.planId ? current : { ...current, planId: arrival.planId }));
  }, [arrival, selected, setSelected, setFlow]);
  return selected;
}
