import { TRIAL_SCOPES } from '../order/trial-factors';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { readExpiring } from './expiring-local-storage';
import { flowStateAtom, orderFormAtom } from './flow-atoms';
import { asKeptChoice, type ChoiceStore } from './kept-choice';

function withCommonFactors(elements: unknown, common: Readonly<Record<string, unknown>>): unknown[] {
  const scopes = Array.isArray(elements) ? [...(elements as unknown[])] : [];
  while (scopes.length < TRIAL_SCOPES.common) scopes.push(undefined);
  scopes[TRIAL_SCOPES.common] = common;
  return scopes;
}

/**
 * Gives a reopened promotion the choice kept under `key` (see KeptChoice), before the page first
 * renders: the plan is remembered as the flow's plan, which the plan selector picks on arrival when it
 * is still offered. Nothing happens when this tab already has a flow (a reload keeps its own session
 * state), or when the address names another plan, the buyer's newer intent. Returns whether it did.
 */
export function restoreKeptChoice(store: ChoiceStore, key: string, addressPlanId: string | undefined): boolean {
  const kept = asKeptChoice(readExpiring(key));
  if (!kept) return false;
  if (store.get(selectedPlanAtom) || store.get(flowStateAtom).planId) return false;
  if (addressPlanId && addressPlanId !== kept.planId) return false;
  store.set(flowStateAtom, (flow) => ({ ...flow, planId: kept.planId }));
  store.set(liabilityChecksAtom, kept.liabilityChecks);
  store.set(sumInsuredChoicesAtom, kept.sumInsuredChoices);
  store.set(paymentFrequencyAtom, kept.paymentFrequency);
  const common = kept.commonFactors;
  if (common) store.set(orderFormAtom, (values) => ({ ...values, trailElement: withCommonFactors(values.trailElement, common) }));
  return true;
}
