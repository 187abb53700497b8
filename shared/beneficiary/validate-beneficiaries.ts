import { BENEFICIARY_MAX, BENEFICIARY_RATIO_DECIMALS, BENEFICIARY_RATIO_SUM } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { toText } from '../rules/rule-value';
import { beneficiaryOrderProblem, beneficiaryRatioProblem } from './beneficiary-fields';
import { isLegalBeneficiaryType } from './is-legal-beneficiary-type';

/** The fields of a designated beneficiary these checks read; the full entity has many more. */
export interface BeneficiaryInput {
  name?: string;
  benefitRatio?: string | number;
  benefitOrder?: string | number;
}

const RATIO_SCALE = 10 ** BENEFICIARY_RATIO_DECIMALS;
const RATIO_SUM_SCALED = BENEFICIARY_RATIO_SUM * RATIO_SCALE;

/** A ratio beneficiaryRatioProblem accepts, as whole hundredths of a percent, so 33.33 + 33.33 + 33.34 sums to exactly 100. */
function scaledRatio(text: string): number {
  const [whole = '0', decimals = ''] = text.split('.');
  return Number(whole) * RATIO_SCALE + Number(decimals.padEnd(BENEFICIARY_RATIO_DECIMALS, '0'));
}

/**
 * Checks the designated beneficiaries of one insured and returns the first problem in Chinese, or
 * undefined when the list may be submitted. The legal type (or no type) needs no list.
 *
 * Each beneficiary needs a name and a positive whole order; a ratio, where given, has at most two
 * decimals. Ratios are summed per order, because each order (第一顺位, 第二顺位, ...) shares the whole
 * benefit among itself: the ratios given within an order must come to 100.
 */
export function validateBeneficiaries(
  list: readonly BeneficiaryInput[] | null | undefined,
  beneficiaryType: string | null | undefined,
): string | undefined {
  if (isLegalBeneficiaryType(beneficiaryType)) return undefined;
  if (!list || list.length === 0) return VALIDATION_MESSAGES.beneficiaryMissing;
  if (list.length > BENEFICIARY_MAX) return VALIDATION_MESSAGES.beneficiaryMax(BENEFICIARY_MAX);

  const sums = new Map<number, number>();
  for (const beneficiary of list) {
    if (toText(beneficiary.name) === '') return VALIDATION_MESSAGES.beneficiaryIncomplete;

    const orderProblem = beneficiaryOrderProblem(beneficiary.benefitOrder);
    if (orderProblem) return orderProblem;
    const order = Number(toText(beneficiary.benefitOrder));

    const ratioText = toText(beneficiary.benefitRatio);
    if (ratioText === '') continue;
    const ratioProblem = beneficiaryRatioProblem(ratioText);
    if (ratioProblem) return ratioProblem;
    sums.set(order, (sums.get(order) ?? 0) + scaledRatio(ratioText));
  }

  for (const sum of sums.values()) {
    if (sum !== RATIO_SUM_SCALED) return VALIDATION_MESSAGES.beneficiaryRatioSum;
  }
  return undefined;
}
