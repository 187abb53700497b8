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
  readonly initialPremium?: number | undefined;
  readonly insuranceStartDate?: number | undefined;
  readonly insuranceEndDate?: number | undefined;
  readonly holderName?: string | undefined;
  readonly insuredNames?: readonly string[] | undefined;
}

function frequencyText(facts: OrderFacts): string | undefined {
  const frequency = facts.paymentFrequency ?? (facts.payType === undefined ? undefined : isYearlyPayType(facts.payType) ? 'year' : 'month');
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
    case 'firstYearPremium':
    case 'premium':
      return facts.initialPremium === undefined ? undefined : formatPremium(facts.initialPremium, { withUnit: true });
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

/** The requested rows of an order summary, skipping facts the flow does not know rather than showing blanks. */
export function orderSummaryRows(keys: readonly string[], facts: OrderFacts): ConfirmRow[] {
  const labels: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;
  return keys.flatMap((key) => {
    const text = orderFactText(key, facts);
    return text ? [{ key, label: labels[key] ?? key, text }] : [];
  });
}
