import { BENEFICIARY_MAX, BENEFICIARY_RATIO_DECIMALS, BENEFICIARY_RATIO_SUM } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { toText } from '../rules/rule-value';
import { isLegalBeneficiaryType } from './is-legal-beneficiary-type';

/** The fields of a designated beneficiary these checks read; the full entity has many more. */
export interface BeneficiaryInput {
  name?: string;
  benefitRatio?: string | number;
  benefitOrder?: string | number;
}

const RATIO_SCALE = 10 ** BENEFICIARY_RATIO_DECIMALS;
const RATIO_SUM_SCALED = BENEFICIARY_RATIO_SUM * RATIO_SCALE;

/** A ratio as whole hundredths of a percent, so 33.33 + 33.33 + 33.34 sums to exactly 100. */
function scaledRatio(text: string): number | string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return VALIDATION_MESSAGES.beneficiaryRatioFormat;
  const decimals = match[2] ?? '';
  if (decimals.length > BENEFICIARY_RATIO_DECIMALS) return VALIDATION_MESSAGES.beneficiaryRatioDecimals;
  return Number(match[1]) * RATIO_SCALE + Number(decimals.padEnd(BENEFICIARY_RATIO_DECIMALS, '0'));
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

    const orderText = toText(beneficiary.benefitOrder);
    if (!/^[1-9]\d*$/.test(orderText)) return VALIDATION_MESSAGES.beneficiaryOrder;
    const order = Number(orderText);

    const ratioText = toText(beneficiary.benefitRatio);
    if (ratioText === '') continue;
    const ratio = scaledRatio(ratioText);
    if (typeof ratio === 'string') return ratio;
    sums.set(order, (sums.get(order) ?? 0) + ratio);
  }

  for (const sum of sums.values()) {
    if (sum !== RATIO_SUM_SCALED) return VALIDATION_MESSAGES.beneficiaryRatioSum;
  }
  return undefined;
}
