import { ERROR_MESSAGES } from '../../../shared/messages/errors';

/**
 * The Chinese texts the health domain's refusals and conclusions carry. The spec's own questionnaire
 * messages come from the shared catalogue; the rest are this server's wording.
 */
export const HEALTH_MESSAGES = {
  noticeNotFound: '该方案未配置此告知',
  questionnaireNotFound: ERROR_MESSAGES.questionnaireNotFound,
  smartQuestionnaireNotFound: ERROR_MESSAGES.smartQuestionnaireFailed,
  questionnaireFinished: '问卷已结束，不能继续作答',
  duplicateAnswer: (qtNo: string): string => `问题 ${qtNo} 重复作答`,
  notPending: (qtNo: string): string => `问题 ${qtNo} 不是当前需要回答的问题`,
  wrongEnterQuestion: (title: string): string => `「${title}」的入口问题编号不正确`,
  chooseOne: (title: string): string => `「${title}」请选择一项`,
  chooseAtLeastOne: (title: string): string => `「${title}」请至少选择一项`,
  repeatedOption: (title: string): string => `「${title}」的选项不能重复`,
  unknownOption: (title: string, opNo: string): string => `「${title}」没有选项 ${opNo}`,
  optionsOnly: (title: string): string => `「${title}」请从选项中选择，无需填写内容`,
  textOnly: (title: string): string => `「${title}」请填写内容，无需选择选项`,
  invalidText: (title: string, error: string): string => `「${title}」${error}`,
  defaultRefusal: '很抱歉，根据您的回答，被保险人暂不符合本产品的投保要求',
} as const;
