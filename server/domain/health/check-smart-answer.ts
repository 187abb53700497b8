import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import type { RuleSpec } from '../../../schema/template/rule-spec';
import { assertNever } from '../../../shared/assert-never';
import { validateField } from '../../../shared/rules/rule-catalogue';
import { HEALTH_MESSAGES } from './health-messages';
import type { QuestionNode } from './question-graph';

/** An answer as it is stored: checked against its question and put in canonical form. */
export type SmartAnswerCheck = { readonly ok: true; readonly answer: SmartQuestionAnswer } | { readonly ok: false; readonly message: string };

function checkOptions(node: QuestionNode, options: readonly string[], single: boolean): string | undefined {
  const { title, qtOptionList = [] } = node.question;
  if (single && options.length !== 1) return HEALTH_MESSAGES.chooseOne(title);
  if (options.length === 0) return HEALTH_MESSAGES.chooseAtLeastOne(title);
  if (new Set(options).size !== options.length) return HEALTH_MESSAGES.repeatedOption(title);
  const known = new Set(qtOptionList.map((option) => option.opNo));
  const unknown = options.find((opNo) => !known.has(opNo));
  return unknown === undefined ? undefined : HEALTH_MESSAGES.unknownOption(title, unknown);
}

function checkText(node: QuestionNode, value: string | undefined): string | undefined {
  const { title, attributes = {} } = node.question;
  const rules: RuleSpec[] = [];
  if (attributes.textMaxNum !== undefined) rules.push({ rule: 'maxLen', value: attributes.textMaxNum });
  if (attributes.textValidate) rules.push({ rule: 'pattern', value: attributes.textValidate });
  const error = validateField(value ?? '', rules, { required: true, kind: 'input', label: '内容' });
  return error === undefined ? undefined : HEALTH_MESSAGES.invalidText(title, error);
}

/**
 * Checks one answer against its question: choice questions take known, distinct options (exactly one
 * for the single kinds) and no typed value; TEXT and INPUT take a typed value within `textMaxNum`
 * characters matching `textValidate`, and no options. The `enterQtNo` an answer names must be the
 * question's branch entry. The stored form trims the typed value and always carries the entry.
 */
export function checkSmartAnswer(node: QuestionNode, answer: SmartQuestionAnswer): SmartAnswerCheck {
  const { qtNo, title, questionType } = node.question;
  const entry = node.enterQtNo;
  if (answer.enterQtNo && answer.enterQtNo !== (entry ?? qtNo)) {
    return { ok: false, message: HEALTH_MESSAGES.wrongEnterQuestion(title) };
  }
  const options = answer.qtOptions ?? [];
  const typed = answer.manualValue?.trim() ?? '';
  let error: string | undefined;
  switch (questionType) {
    case 'SINGLE':
    case 'LIST_BOX_SINGLE':
    case 'MULTIPLE':
    case 'LIST_BOX_MULTIPLE':
    case 'ASSOCIATED':
      error = typed !== '' ? HEALTH_MESSAGES.optionsOnly(title) : checkOptions(node, options, questionType === 'SINGLE' || questionType === 'LIST_BOX_SINGLE');
      break;
    case 'TEXT':
    case 'INPUT':
      error = options.length > 0 ? HEALTH_MESSAGES.textOnly(title) : checkText(node, typed);
      break;
    default:
      return assertNever(questionType, 'smart question type');
  }
  if (error !== undefined) return { ok: false, message: error };
  const isChoice = questionType !== 'TEXT' && questionType !== 'INPUT';
  return {
    ok: true,
    answer: {
      qtNo,
      ...(entry !== undefined ? { enterQtNo: entry } : {}),
      ...(isChoice ? { qtOptions: [...options] } : { manualValue: typed }),
    },
  };
}
