import { formatDate } from '../../shared/dates/format-date-time';
import { formatInsurancePeriod } from '../../shared/dates/format-insurance-period';
import { insuranceEndDate } from '../../shared/dates/insurance-end-date';
import { formatPremium } from '../../shared/format/format-premium';
import { formatSumInsured } from '../../shared/format/format-sum-insured';
import { ORDER_MESSAGES } from '../../shared/messages/order';
import { isYearlyPayType } from '../../shared/premium/pay-type';
import type { ConfirmRow } from './person-confirm-rows';

/** The order facts a summary can show, as the flow knows them (amounts in fen, dates as timestamps). */
export interface OrderFacts {
  readonly orderNo?: string | undefined;
  readonly goodsName?: string | undefined;
  readonly planName?: string | undefined;
  /** Period text as the trial factor holds it: '1-Y', '70-A', 'L'... */
  readonly insurancePeriod?: string | undefined;
  readonly paymentPeriod?: string | undefined;
  readonly paymentFrequency?: 'month' | 'year' | null | undefined;
  readonly payType?: number | undefined;
  readonly sumInsured?: number | undefined;
  /** The first payment: the year's premium paid yearly, the first month's paid monthly. */
  readonly initialPremium?: number | undefined;
  /** The premium of the whole first policy year (paid monthly: the first month and 11 instalments). */
  readonly firstYearPremium?: number | undefined;
  readonly insuranceStartDate?: number | undefined;
  readonly insuranceEndDate?: number | undefined;
  readonly holderName?: string | undefined;
  readonly insuredNames?: readonly string[] | undefined;
}

function frequencyOf(facts: OrderFacts): 'month' | 'year' | undefined {
  return facts.paymentFrequency ?? (facts.payType === undefined ? undefined : isYearlyPayType(facts.payType) ? 'year' : 'month');
}

/** Paid once a year, or at once: the first payment is the whole first year's premium. */
function isYearly(facts: OrderFacts): boolean {
  return facts.payType !== undefined ? isYearlyPayType(facts.payType) : frequencyOf(facts) !== 'month';
}

function frequencyText(facts: OrderFacts): string | undefined {
  const frequency = frequencyOf(facts);
  if (frequency === undefined) return undefined;
  return frequency === 'year' ? ORDER_MESSAGES.yearly : ORDER_MESSAGES.monthly;
}

function endDateText(facts: OrderFacts): string | undefined {
  if (facts.insuranceEndDate !== undefined) return formatDate(facts.insuranceEndDate);
  if (facts.insuranceStartDate === undefined || !facts.insurancePeriod) return undefined;
  return insuranceEndDate(formatDate(facts.insuranceStartDate), facts.insurancePeriod);
}

/** The text of one fact, or undefined when the flow does not know it. */
export function orderFactText(key: string, facts: OrderFacts): string | undefined {
  switch (key) {
    case 'orderNo':
      return facts.orderNo;
    case 'goodsName':
      return facts.goodsName;
    case 'planName':
      return facts.planName;
    case 'insurancePeriod':
      return formatInsurancePeriod(facts.insurancePeriod) || undefined;
    case 'paymentPeriod':
      return formatInsurancePeriod(facts.paymentPeriod) || undefined;
    case 'paymentFrequency':
      return frequencyText(facts);
    case 'insuranceAmount':
      return facts.sumInsured === undefined ? undefined : formatSumInsured(facts.sumInsured);
    case 'premium':
      return facts.initialPremium === undefined ? undefined : formatPremium(facts.initialPremium, { withUnit: true });
    case 'initialPremium':
      return facts.initialPremium === undefined ? undefined : formatPremium(facts.initialPremium, { withUnit: true });
    case 'firstYearPremium': {
      const firstYear = facts.firstYearPremium ?? (isYearly(facts) ? facts.initialPremium : undefined);
      return firstYear === undefined ? undefined : formatPremium(firstYear, { withUnit: true });
    }
    case 'insuranceStartDate':
      return facts.insuranceStartDate === undefined ? undefined : formatDate(facts.insuranceStartDate);
    case 'insuranceEndDate':
      return endDateText(facts);
    case 'holderName':
      return facts.holderName;
    case 'insuredNames':
      return facts.insuredNames && facts.insuredNames.length > 0 ? facts.insuredNames.join('、') : undefined;
    default:
      return undefined;
  }
}

/**
 * The requested rows of an order summary, skipping facts the flow does not know rather than showing
 * blanks. Paid yearly, the first payment is the first year's premium: asked for both, it shows once.
 */
export function orderSummaryRows(keys: readonly string[], facts: OrderFacts): ConfirmRow[] {
  const labels: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;
  const once = keys.includes('initialPremium') && isYearly(facts);
  return keys.flatMap((key) => {
    if (once && key === 'firstYearPremium') return [];
    const text = orderFactText(key, facts);
    return text ? [{ key, label: labels[key] ?? key, text }] : [];
  });
}
