import { useAtomValue } from 'jotai';
import { useRuntime } from '../app/runtime-context';
import { selectedPlanAtom } from '../premium/premium-atoms';
import { trialRequestAtom } from '../state/flow-atoms';

/**
 * The plan the buyer is insuring: the one chosen in the plan selector, else the one of the last
 * calculation (kept across a reload), else the address's `planId`.
 */
export function usePlanId(): string | undefined {
  const { query } = useRuntime();
  const plan = useAtomValue(selectedPlanAtom);
  const trial = useAtomValue(trialRequestAtom);
  return plan?.planId ?? trial?.planId ?? query.params.planId;
}
