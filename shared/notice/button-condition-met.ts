import type { NoticeAnswer } from './notice-answer';

/**
 * Whether a notice button's condition holds for the answers (spec section 4, notice answering):
 * 1 all yes, 2 all no, 3 at least one no, 4 at least one yes, 5 always; any other value is false.
 * Templates store the condition as a number or a numeric string, so both are accepted.
 */
export function buttonConditionMet(
  condition: number | string | null | undefined,
  answers: readonly NoticeAnswer[],
): boolean {
  switch (Number(condition)) {
    case 1:
      return answers.every((answer) => answer === 'Y');
    case 2:
      return answers.every((answer) => answer === 'N');
    case 3:
      return answers.some((answer) => answer === 'N');
    case 4:
      return answers.some((answer) => answer === 'Y');
    case 5:
      return true;
    default:
      return false;
  }
}
