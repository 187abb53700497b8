import { knownFen } from './known-fen';
import { isYearlyPayType, type PayTypeInput } from './pay-type';
import { sumTrialPremiums, type TrialValue } from './trial-total';

/** One insured person of a premium calculation result, as far as the summary needs it. */
export interface PremiumSummaryInsuredInput {
  /** Only false leaves the person out; missing or null counts (spec section 4). */
  selected?: boolean | null;
  /** What this person pays, in fen. */
  premium?: number | null;
  /** This person's list price before any discount, in fen. */
  price?: number | null;
}

/** The premium calculation result and trial the summary block is built from (amounts in fen). */
export interface PremiumSummaryInput {
  payType?: PayTypeInput;
  insuredList?: readonly PremiumSummaryInsuredInput[] | null;
  initialPremium?: number | null;
  nextPremium?: number | null;
  /** The result's own total, used when there is no trial value list. */
  totalPremium?: number | null;
  /** The share of the list price the buyer pays: a fraction (0.85) or a percentage (85). */
  discount?: number | null;
  /** The price per year, in fen. */
  yearPrice?: number | null;
  /** The premium trial's value list; its sum is the total. */
  trialValues?: readonly TrialValue[] | null;
  /**
   * The insured persons the order form holds, counted when the result lists none: a page-1 premium
   * trial prices persons but does not list them, and before any price there is no result at all.
   */
  formInsuredCount?: number | null;
}

/** One counted insured person's figures; `index` is the position in the input insuredList. */
export interface InsuredPremium {
  index: number;
  premium: number | undefined;
  price: number | undefined;
}

/** The figures of the premium summary block; undefined means not known (shown as a dash or left out). */
export interface PremiumSummary {
  monthly: boolean;
  insuredCount: number;
  initialPremium: number | undefined;
  nextPremium: number | undefined;
  perInsured: InsuredPremium[];
  /** The share of the list price paid, in percent with at most two decimals: 85 for 85%. */
  discountPercent: number | undefined;
  yearPrice: number | undefined;
  total: number | undefined;
}

/**
 * Computes the premium summary block's figures (spec section 2): insured count (every insured of
 * the result unless selected is false; the form's count when the result lists none), initial and
 * next-month premium, each counted insured's premium and price, the fee detail's discount percentage
 * and per-year price, and the total (the sum of the trial's value list premiums, else the result's
 * totalPremium).
 */
export function premiumSummary(input: PremiumSummaryInput): PremiumSummary {
  const perInsured: InsuredPremium[] = [];
  (input.insuredList ?? []).forEach((insured, index) => {
    if (insured.selected === false) return;
    perInsured.push({ index, premium: knownFen(insured.premium), price: knownFen(insured.price) });
  });
  return {
    monthly: !isYearlyPayType(input.payType),
    insuredCount: input.insuredList ? perInsured.length : (input.formInsuredCount ?? 0),
    initialPremium: knownFen(input.initialPremium),
    nextPremium: knownFen(input.nextPremium),
    perInsured,
    discountPercent: discountPercent(input.discount),
    yearPrice: knownFen(input.yearPrice),
    total: sumTrialPremiums(input.trialValues) ?? knownFen(input.totalPremium),
  };
}

const FULL_PERCENT = 100;

function discountPercent(discount: number | null | undefined): number | undefined {
  if (typeof discount !== 'number' || !Number.isFinite(discount) || discount <= 0 || discount > FULL_PERCENT) {
    return undefined;
  }
  const percent = discount <= 1 ? discount * FULL_PERCENT : discount;
  return Math.round(percent * 100) / 100;
}
