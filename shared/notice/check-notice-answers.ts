import { FLOW_MESSAGES } from '../messages/flow';
import type { NoticeAnswer } from './notice-answer';

export interface AgentDeclaration {
  /** The agent declaration checkbox is configured on this notice. */
  readonly agentDeclarationRequired: boolean;
  readonly agentDeclarationTicked: boolean;
}

/** Either every question is answered (answers returned complete), or the first thing blocking. */
export type NoticeAnswerCheck =
  | { readonly ok: true; readonly answers: NoticeAnswer[] }
  | { readonly ok: false; readonly message: string; readonly blocker: 'agentDeclaration' }
  | { readonly ok: false; readonly message: string; readonly blocker: 'unanswered'; readonly questionIndex: number };

/**
 * Checks a yes/no notice before its button acts: the agent declaration must be ticked first
 * (请勾选营销员声明), then every question answered (请选择, with the first unanswered question's index
 * so the page can scroll to it).
 */
export function checkNoticeAnswers(
  questions: readonly unknown[],
  answers: readonly (NoticeAnswer | null | undefined)[],
  declaration: AgentDeclaration,
): NoticeAnswerCheck {
  if (declaration.agentDeclarationRequired && !declaration.agentDeclarationTicked) {
    return { ok: false, message: FLOW_MESSAGES.agentDeclarationRequired, blocker: 'agentDeclaration' };
  }
  const complete: NoticeAnswer[] = [];
  for (let index = 0; index < questions.length; index += 1) {
    const answer = answers[index];
    if (answer !== 'Y' && answer !== 'N') {
      return { ok: false, message: FLOW_MESSAGES.pleaseSelect, blocker: 'unanswered', questionIndex: index };
    }
    complete.push(answer);
  }
  return { ok: true, answers: complete };
}
