import { STORE_SUBSCRIPTION_DEBOUNCE_MS } from '../../shared/constants';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { writeExpiring } from './expiring-local-storage';
import { orderFormAtom } from './flow-atoms';
import { currentChoice, KEPT_CHOICE_TTL_MS, offeredPlansAtom, type ChoiceStore } from './kept-choice';

/**
 * Keeps the buyer's choice (see KeptChoice) in local storage under `key` while the page is open: each
 * change of the plan, liabilities, sums insured, payment frequency or form values is written once
 * things have been still for STORE_SUBSCRIPTION_DEBOUNCE_MS, so typing does not write on every key,
 * and only when the choice itself changed: a plan the page's product offers (see currentChoice).
 * Returns the function that stops it.
 */
export function keepChoice(store: ChoiceStore, key: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written: string | undefined;
  const write = () => {
    timer = undefined;
    const choice = currentChoice(store);
    const text = JSON.stringify(choice);
    if (!choice || text === written) return;
    if (writeExpiring(key, choice, KEPT_CHOICE_TTL_MS)) written = text;
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(write, STORE_SUBSCRIPTION_DEBOUNCE_MS);
  };
  const stops = [
    store.sub(selectedPlanAtom, schedule),
    store.sub(liabilityChecksAtom, schedule),
    store.sub(sumInsuredChoicesAtom, schedule),
    store.sub(paymentFrequencyAtom, schedule),
    store.sub(orderFormAtom, schedule),
    store.sub(offeredPlansAtom, schedule),
  ];
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
