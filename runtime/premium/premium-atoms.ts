import { atom } from 'jotai';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { LiabilityCheckState } from '../../shared/collocation';
import type { SumInsuredChoice } from '../../shared/premium/sum-insured-choice';
import { sessionAtom } from '../state/session-atom';
import { frequencyForPlan } from './default-frequency';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { orderFormAtom } from '../state/flow-atoms';
import { insuredVisibilityFacts } from './insured-facts';
import { packagesBought } from './liability-choice';

/**
 * A session-kept value that reads undefined when absent. JSON storage cannot hold undefined, so null
 * is what is stored.
 */
function optionalSessionAtom<T>(key: string) {
  const stored = sessionAtom<T | null>(key, null);
  return atom(
    (get) => get(stored) ?? undefined,
    (_get, set, value: T | undefined) => set(stored, value ?? null),
  );
}

/**
 * The plan the buyer chose in the plan selector; undefined until the plans are loaded. Kept for the
 * session: the selector is on page 1, and a reload on a later page must still price the same plan.
 */
export const selectedPlanAtom = optionalSessionAtom<Plan>('PLAN');


/**
 * A premium calculation is due or in flight, from the change that asks for it until its answer (the
 * premium display shows 保费计算中): the premium on screen is not yet the one for what is entered.
 */
export const premiumCalculatingAtom = atom(false);

/**
 * What the premium on screen was calculated for (the request's content); a page that asks for the
 * same premium again, as every page of the flow does when it opens, shows it without asking anew.
 */
export const premiumPricedKeyAtom = sessionAtom<string | null>('PREMIUM_PRICED_KEY', null);

/**
 * A forward action was refused because the premium was unknown ('premium not calculated'); the
 * buttons say so in place until a premium is known.
 */
export const premiumRefusedAtom = atom(false);

/** Payment frequency chosen in the payment plan block; kept for the session like the other flow state. */
export const paymentFrequencyAtom = sessionAtom<'month' | 'year' | null>('PAYMENT_FREQUENCY', null);

/**
 * The payment frequency the premium, the draft and the order use: the choice when the selected plan
 * accepts it, else the plan's default (see frequencyForPlan).
 */
export const orderFrequencyAtom = atom((get) => frequencyForPlan(get(selectedPlanAtom), get(paymentFrequencyAtom)) ?? null);

/** The buyer's own open-renewal choice; null until they touch the switch, so the block default applies. */
export const openRenewalChoiceAtom = sessionAtom<boolean | null>('OPEN_RENEWAL_CHOICE', null);

/** The tick boxes of the chosen plan's optional liabilities (plan tabs). */
export const liabilityChecksAtom = sessionAtom<readonly LiabilityCheckState[]>('LIABILITY_CHECKS', []);

/** The sums insured the buyer chose in the plan tabs; an amount not chosen takes its control's default. */
export const sumInsuredChoicesAtom = sessionAtom<readonly SumInsuredChoice[]>('SUM_INSURED_CHOICES', []);

/**
 * What the order buys: the chosen plan's packages with its required liabilities, the optional ones the
 * buyer ticked (none until they tick one) and every choosable sum insured set, the buyer's choice or the
 * default. Undefined until a plan is chosen. Derived, so a page without plan tabs prices the same
 * defaults as one with them.
 */
export const chosenPackagesAtom = atom<readonly PlanPackage[] | undefined>((get) => {
  const plan = get(selectedPlanAtom);
  if (!plan) return undefined;
  return packagesBought(plan, get(liabilityChecksAtom), get(sumInsuredChoicesAtom), insuredVisibilityFacts(get(orderFormAtom), todayInShanghai()));
});
