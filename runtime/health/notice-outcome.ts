import type { NoticeDetail } from '../../schema/entities/notice-detail';
import { buttonConditionMet, unmetDeclaration, type NoticeAnswer } from '../../shared/notice';

/** A confirm-bar button as the catalogue types it. */
export interface NoticeButton {
  readonly text: string;
  readonly condition: number;
  readonly outcome: 'continue' | 'refuse' | 'smartUnderwriting';
  readonly style?: 'primary' | 'default';
}

/** What pressing a button with these answers leads to. */
export type NoticeOutcome =
  | { readonly kind: 'continue' }
  | { readonly kind: 'refuse' }
  | { readonly kind: 'smartUnderwriting'; readonly smartQuestionNo: string }
  /** The answers do not match the button (e.g. 以上皆否 with a yes): the buyer checks them. */
  | { readonly kind: 'mismatch' }
  /** A declaration (the agent notice) answered 否: not a health refusal, the sale waits until it is true. */
  | { readonly kind: 'declarationUnmet' };

/**
 * The outcome of a confirm-bar button (spec section 4, notice answering). A refusal becomes smart
 * underwriting when a questionnaire is available for it, and smart underwriting without one is a refusal.
 * A notice of declarations (see isDeclarationNotice) is judged as such first: every item must be 是.
 */
export function noticeOutcome(button: NoticeButton, answers: readonly NoticeAnswer[], smartQuestionNo: string | undefined, declarations = false): NoticeOutcome {
  if (declarations && unmetDeclaration(answers) !== undefined) return { kind: 'declarationUnmet' };
  if (!buttonConditionMet(button.condition, answers)) return { kind: 'mismatch' };
  if (button.outcome === 'continue') return { kind: 'continue' };
  return smartQuestionNo ? { kind: 'smartUnderwriting', smartQuestionNo } : { kind: 'refuse' };
}

/**
 * The questionnaire for the yes answers of a server notice: with smart underwriting supported, every
 * question answered yes must lead to a questionnaire (its own, or the notice's xdQuestionCode when the
 * questions name none); a yes to any other question is a plain refusal.
 */
export function smartQuestionNoFor(
  notice: { readonly isSupportSmartUnderwriting?: boolean; readonly xdQuestionCode?: string; readonly noticeDetailList?: readonly NoticeDetail[] },
  answers: readonly NoticeAnswer[],
): string | undefined {
  if (!notice.isSupportSmartUnderwriting) return undefined;
  const details = notice.noticeDetailList ?? [];
  const namesAny = details.some((detail) => detail.smartQuestionNo);
  const yes = details.filter((_, index) => answers[index] === 'Y');
  if (!namesAny) return notice.xdQuestionCode;
  if (yes.some((detail) => !detail.smartQuestionNo)) return undefined;
  return yes[0]?.smartQuestionNo ?? notice.xdQuestionCode;
}
