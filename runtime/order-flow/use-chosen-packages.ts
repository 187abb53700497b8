import { useAtomValue } from 'jotai';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import { chosenPackagesAtom, selectedPlanAtom } from '../premium/premium-atoms';
import { trialRequestAtom } from '../state/flow-atoms';

/**
 * The packages being bought: as ticked in the plan tabs, else the chosen plan's, else those of the last
 * calculation, which survives a reload. Also the chosen plan, when the plan selector has loaded it.
 */
export function useChosenPackages(): { readonly plan: Plan | undefined; readonly packages: readonly PlanPackage[] } {
  const plan = useAtomValue(selectedPlanAtom);
  const chosen = useAtomValue(chosenPackagesAtom);
  const request = useAtomValue(trialRequestAtom);
  return { plan, packages: chosen ?? plan?.packages ?? request?.packageList ?? [] };
}
