import { BENEFICIARY_RATIO_DECIMALS } from '../constants';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { toText } from '../rules/rule-value';

const RATIO = /^(\d+)(?:\.(\d+))?$/;

/**
 * Why a beneficiary's order is refused: anything but a positive whole number (1, 2, ...), an empty
 * order included, gives 受益顺序必须为正整数.
 */
export function beneficiaryOrderProblem(value: unknown): string | undefined {
  return /^[1-9]\d*$/.test(toText(value)) ? undefined : VALIDATION_MESSAGES.beneficiaryOrder;
}

/**
 * Why a given beneficiary ratio (a percentage) is refused: not a plain non-negative number (受益比例格式不正确),
 * or more than two decimals (受益比例仅支持两位小数). An empty ratio is not this check's to refuse.
 */
export function beneficiaryRatioProblem(value: unknown): string | undefined {
  const text = toText(value);
  if (text === '') return undefined;
  const match = RATIO.exec(text);
  if (!match) return VALIDATION_MESSAGES.beneficiaryRatioFormat;
  return (match[2] ?? '').length > BENEFICIARY_RATIO_DECIMALS ? VALIDATION_MESSAGES.beneficiaryRatioDecimals : undefined;
}
