import type { Agent } from '../../../../schema/entities/agent';
import { FLOW_MESSAGES } from '../../../../shared/messages/flow';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation';
import { isDeclarationNotice, unmetDeclaration } from '../../../../shared/notice';

/**
 * What is wrong with the agent's answered notices (营销员告知), judged as the page judges them: they are
 * declarations, so any item not answered 是 stops the order with the declaration's own message (not a
 * health refusal). An unanswered item is an unfinished notice. An agent without answers has nothing
 * to judge here: whether the template asks for the notice is the page's to enforce.
 */
export function agentNoticeProblem(agent: Agent | undefined): string | undefined {
  for (const notice of agent?.noticeQuestion ?? []) {
    if (!isDeclarationNotice(notice.noticeObjectType)) continue;
    const answers = notice.noticeDetailList.map((detail) => detail.noticeAnswer);
    if (answers.some((answer) => answer === undefined)) return VALIDATION_MESSAGES.healthNoticeAgent;
    if (unmetDeclaration(answers) !== undefined || notice.allowInsure === false) return FLOW_MESSAGES.agentDeclarationUnmet;
  }
  return undefined;
}
