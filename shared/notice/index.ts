export { buttonConditionMet } from './button-condition-met';
export { checkNoticeAnswers, type AgentDeclaration, type NoticeAnswerCheck } from './check-notice-answers';
export type { NoticeAnswer } from './notice-answer';
export { isDeclarationNotice, unmetDeclaration } from './declarations';
