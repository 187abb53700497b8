import type { CallHandlers } from '../../app/call-handler';
import { mergeHandlers } from '../../app/register-calls';
import { noticeHandlers } from './notice-handlers';
import { smartQuestionHandlers } from './smart-question-handlers';

/** The health domain's calls of the contract: notices, underwriting questions and the smart questionnaire. */
export const healthHandlers: CallHandlers = mergeHandlers(noticeHandlers, smartQuestionHandlers);
