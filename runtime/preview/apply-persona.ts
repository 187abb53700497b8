import type { useStore } from 'jotai';
import type { PersonaSeed } from '../../shared/preview/persona-seed';
import {
  liabilityChecksAtom,
  openRenewalChoiceAtom,
  paymentFrequencyAtom,
  premiumPricedKeyAtom,
  selectedPlanAtom,
  sumInsuredChoicesAtom,
} from '../premium/premium-atoms';
import { flowStateAtom, orderFormAtom, trialRequestAtom, trialResultAtom } from '../state/flow-atoms';

type Store = ReturnType<typeof useStore>;

/**
 * Starts the flow afresh as the persona's buyer (see `personaSeed`): their trial values replace
 * whatever was entered, their plan is chosen (or the page chooses as on arrival), their sum insured
 * is chosen, everything else a buyer chooses is back at its default, and no premium, order or
 * agreement of the previous buyer remains. The page reached is kept.
 */
export function applyPersonaSeed(store: Store, seed: PersonaSeed): void {
  store.set(orderFormAtom, { ...seed.values });
  store.set(flowStateAtom, (flow) => ({
    stepedPage: flow.stepedPage,
    clauseAgreed: false,
    openRenewal: false,
    ...(seed.plan ? { planId: seed.plan.planId } : {}),
  }));
  store.set(selectedPlanAtom, seed.plan);
  store.set(liabilityChecksAtom, []);
  store.set(sumInsuredChoicesAtom, seed.sumInsuredChoices);
  store.set(paymentFrequencyAtom, null);
  store.set(openRenewalChoiceAtom, null);
  store.set(trialRequestAtom, null);
  store.set(trialResultAtom, null);
  store.set(premiumPricedKeyAtom, null);
}
