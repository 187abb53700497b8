import type { SmartQuestion } from '../../schema/entities/smart-question';
import type { SmartQuestionAnswer } from '../../schema/entities/smart-question-answer';
import type { RuleSpec } from '../../schema/template/rule-spec';
import { assertNever } from '../../shared/assert-never';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { validateField } from '../../shared/rules/rule-catalogue';

/** What the buyer has entered for one question so far. */
export interface SmartDraft {
  readonly options: readonly string[];
  readonly text: string;
}

export const EMPTY_DRAFT: SmartDraft = { options: [], text: '' };

/** A round's answers ready to send, or the first question still wrong with its message. */
export type SmartRoundCheck =
  | { readonly ok: true; readonly answers: SmartQuestionAnswer[] }
  | { readonly ok: false; readonly qtNo: string; readonly message: string };

/** The draft a question starts with: its default value typed in, nothing chosen. */
export function initialDraft(question: SmartQuestion): SmartDraft {
  return isTyped(question) ? { options: [], text: question.defaultValue ?? '' } : EMPTY_DRAFT;
}

/** TEXT and INPUT questions take typed text; the others take options. */
export function isTyped(question: SmartQuestion): boolean {
  return question.questionType === 'TEXT' || question.questionType === 'INPUT';
}

function textRules(question: SmartQuestion): RuleSpec[] {
  const { textMaxNum, textValidate } = question.attributes ?? {};
  const rules: RuleSpec[] = [];
  if (textMaxNum !== undefined) rules.push({ rule: 'maxLen', value: textMaxNum });
  if (textValidate) rules.push({ rule: 'pattern', value: textValidate });
  return rules;
}

function checkOne(question: SmartQuestion, draft: SmartDraft): string | undefined {
  switch (question.questionType) {
    case 'SINGLE':
    case 'LIST_BOX_SINGLE':
      return draft.options.length === 1 ? undefined : FLOW_MESSAGES.pleaseSelect;
    case 'MULTIPLE':
    case 'LIST_BOX_MULTIPLE':
    case 'ASSOCIATED':
      return draft.options.length > 0 ? undefined : FLOW_MESSAGES.pleaseSelect;
    case 'TEXT':
    case 'INPUT':
      return validateField(draft.text.trim(), textRules(question), { required: true, kind: 'input', label: question.title });
    default:
      return assertNever(question.questionType, 'smart question type');
  }
}

/**
 * Checks a round the way the questionnaire engine will (one option for the single kinds, at least one
 * for the others, typed text within textMaxNum and matching textValidate) and builds the answers to
 * send. An entry question names itself as the branch entry; the engine knows the rest.
 */
export function buildSmartAnswers(questions: readonly SmartQuestion[], drafts: Readonly<Record<string, SmartDraft>>): SmartRoundCheck {
  const answers: SmartQuestionAnswer[] = [];
  for (const question of questions) {
    const draft = drafts[question.qtNo] ?? initialDraft(question);
    const message = checkOne(question, draft);
    if (message !== undefined) return { ok: false, qtNo: question.qtNo, message };
    answers.push({
      qtNo: question.qtNo,
      ...(question.enterFlag ? { enterQtNo: question.qtNo } : {}),
      ...(isTyped(question) ? { manualValue: draft.text.trim() } : { qtOptions: [...draft.options] }),
    });
  }
  return { ok: true, answers };
}

/** The options of an ASSOCIATED question that match what the buyer typed (all of them for nothing typed). */
export function matchOptions<T extends { readonly content: string }>(options: readonly T[], typed: string): T[] {
  const needle = typed.trim();
  return needle === '' ? [...options] : options.filter((option) => option.content.includes(needle));
}
