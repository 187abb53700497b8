import { atom, type createStore } from 'jotai';
import type { LiabilityCheckState } from '../../shared/collocation';
import type { SumInsuredChoice } from '../../shared/premium/sum-insured-choice';
import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { asRecord } from '../order/form-person';
import { TRIAL_SCOPES } from '../order/trial-factors';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { orderFormAtom } from './flow-atoms';

/**
 * What of a promotion the buyer chose is kept across a closed tab (spec section 4: the store persists
 * selected state to local cache): the plan, its ticked liabilities and sums insured, the payment
 * frequency and the common trial factors (periods, sum insured, start date). Nothing about a person:
 * local storage outlives the visit and may be read by the next user of a shared phone, so names, ID
 * numbers, phones, birthdays and the per-person trial factors stay in session storage only.
 */
export interface KeptChoice {
  /** The product (goods) the plan belongs to: a choice is only ever given back to the same product. */
  readonly goodsId: string;
  readonly planId: string;
  readonly liabilityChecks: readonly LiabilityCheckState[];
  readonly sumInsuredChoices: readonly SumInsuredChoice[];
  readonly paymentFrequency: 'month' | 'year' | null;
  readonly commonFactors?: Readonly<Record<string, unknown>>;
}

/**
 * How long a choice is kept: a buyer comparing offers comes back within days; after a week the plans
 * or prices may have changed and a fresh start is the better default.
 */
export const KEPT_CHOICE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The local storage key of a promotion's kept choice, per tenant; none without a promotion, or in the
 * editor's preview, whose choices are an editor's and not a buyer's.
 */
export function keptChoiceKey(query: RuntimeQuery): string | undefined {
  const { promotionId } = query.params;
  if (!promotionId || query.mode === 'preview') return undefined;
  return `KEPT_CHOICE:${query.tenant}:${promotionId}`;
}

/** The common trial factors (trailElement[2]) of the form values, if any. */
export function commonFactorsOf(values: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | undefined {
  const elements = values.trailElement;
  return Array.isArray(elements) ? asRecord((elements as unknown[])[TRIAL_SCOPES.common]) : undefined;
}

/** The jotai store the app's atoms live in (the default store in the app, a fresh one in tests). */
export type ChoiceStore = ReturnType<typeof createStore>;

/** The product the page sells and the plans it offers, once its plan selector has them (see useArrivalPlan). */
export interface OfferedPlans {
  readonly goodsId: string;
  readonly planIds: readonly string[];
}

/** What this page's product offers; undefined until the plans are loaded. In memory only. */
export const offeredPlansAtom = atom<OfferedPlans | undefined>(undefined);

/**
 * The choice on screen now; none until a plan is chosen among the plans this page's product offers
 * (a plan left in the tab by another promotion is not this promotion's choice).
 */
export function currentChoice(store: ChoiceStore): KeptChoice | undefined {
  const plan = store.get(selectedPlanAtom);
  const offered = store.get(offeredPlansAtom);
  if (!plan || !offered || !offered.planIds.includes(plan.planId)) return undefined;
  const commonFactors = commonFactorsOf(store.get(orderFormAtom));
  return {
    goodsId: offered.goodsId,
    planId: plan.planId,
    liabilityChecks: store.get(liabilityChecksAtom),
    sumInsuredChoices: store.get(sumInsuredChoicesAtom),
    paymentFrequency: store.get(paymentFrequencyAtom),
    ...(commonFactors ? { commonFactors } : {}),
  };
}

const isCheck = (item: unknown): item is LiabilityCheckState => {
  const record = asRecord(item);
  return typeof record?.productId === 'string' && typeof record.liabilityCode === 'string' && typeof record.checked === 'boolean' && typeof record.disabled === 'boolean';
};

const isSumInsured = (item: unknown): item is SumInsuredChoice => {
  const record = asRecord(item);
  return typeof record?.productId === 'string' && typeof record.sumInsured === 'number' && Number.isFinite(record.sumInsured);
};

/** A stored value as a kept choice, or undefined when it is not one (an older format, another writer). */
export function asKeptChoice(value: unknown): KeptChoice | undefined {
  const record = asRecord(value);
  if (!record || typeof record.planId !== 'string' || record.planId === '') return undefined;
  if (typeof record.goodsId !== 'string' || record.goodsId === '') return undefined;
  const { liabilityChecks, sumInsuredChoices, paymentFrequency } = record;
  if (!Array.isArray(liabilityChecks) || !liabilityChecks.every(isCheck)) return undefined;
  if (!Array.isArray(sumInsuredChoices) || !sumInsuredChoices.every(isSumInsured)) return undefined;
  if (paymentFrequency !== 'month' && paymentFrequency !== 'year' && paymentFrequency !== null) return undefined;
  const commonFactors = asRecord(record.commonFactors);
  return { goodsId: record.goodsId, planId: record.planId, liabilityChecks, sumInsuredChoices, paymentFrequency, ...(commonFactors ? { commonFactors } : {}) };
}
