import { atom } from 'jotai';
import type { Plan } from '../../schema/entities/plan';
import { TRIAL_SCOPES } from '../order/trial-factors';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { readExpiring } from './expiring-local-storage';
import { flowStateAtom, orderFormAtom } from './flow-atoms';
import { asKeptChoice, type ChoiceStore, type KeptChoice } from './kept-choice';

function withCommonFactors(elements: unknown, common: Readonly<Record<string, unknown>>): unknown[] {
  const scopes = Array.isArray(elements) ? [...(elements as unknown[])] : [];
  while (scopes.length < TRIAL_SCOPES.common) scopes.push(undefined);
  scopes[TRIAL_SCOPES.common] = common;
  return scopes;
}

/** The kept choice read for this tab, waiting for the plans it must be checked against. In memory only. */
export const keptChoiceOnArrivalAtom = atom<KeptChoice | undefined>(undefined);

/**
 * Takes the choice kept under `key` (see KeptChoice) for a reopened promotion, before the page first
 * renders; it is given back on arrival (applyKeptChoice), once the product's plans are known. Nothing
 * is taken when this tab already has a flow (a reload keeps its own session state), or when the
 * address names another plan, the buyer's newer intent. Returns whether a choice was taken.
 */
export function restoreKeptChoice(store: ChoiceStore, key: string, addressPlanId: string | undefined): boolean {
  const kept = asKeptChoice(readExpiring(key));
  if (!kept) return false;
  if (store.get(selectedPlanAtom) || store.get(flowStateAtom).planId) return false;
  if (addressPlanId && addressPlanId !== kept.planId) return false;
  store.set(keptChoiceOnArrivalAtom, kept);
  return true;
}

/**
 * Gives the taken choice back when the page's product and plans are known: only when it was kept for
 * this product (goods) and its plan is still offered; then the plan becomes the flow's plan (which the
 * arrival selects) with its liabilities, sums insured, frequency and common trial factors. A choice
 * that does not fit is dropped. Returns the plan given back, if any.
 */
export function applyKeptChoice(store: ChoiceStore, goodsId: string, plans: readonly Plan[]): string | undefined {
  const kept = store.get(keptChoiceOnArrivalAtom);
  if (!kept) return undefined;
  store.set(keptChoiceOnArrivalAtom, undefined);
  if (kept.goodsId !== goodsId || !plans.some((plan) => plan.planId === kept.planId)) return undefined;
  if (store.get(selectedPlanAtom) || store.get(flowStateAtom).planId) return undefined;
  store.set(flowStateAtom, (flow) => ({ ...flow, planId: kept.planId }));
  store.set(liabilityChecksAtom, kept.liabilityChecks);
  store.set(sumInsuredChoicesAtom, kept.sumInsuredChoices);
  store.set(paymentFrequencyAtom, kept.paymentFrequency);
  const common = kept.commonFactors;
  if (common) store.set(orderFormAtom, (values) => ({ ...values, trailElement: withCommonFactors(values.trailElement, common) }));
  return kept.planId;
}
