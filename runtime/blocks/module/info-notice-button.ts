import { buttonConditionMet, type NoticeAnswer } from '../../../shared/notice';
import type { NoticeButton } from '../../health/notice-outcome';

/** A healthInfoModule button: the answers that make it raise the underwriting prompt (0 never). */
export interface InfoNoticeButton {
  readonly text: string;
  readonly promptCondition: number;
}

/**
 * The confirm-bar button that a healthInfoModule button acts as, given the answers so far. Its
 * condition says when the underwriting prompt (核保失败, or 智能核保 where a questionnaire exists)
 * pops; when it does not hold, or is 0, the buyer goes on. The shared answering flow still asks for
 * the agent declaration and every answer first, so the choice made here only matters once all are in.
 */
export function toNoticeButton(button: InfoNoticeButton, answers: readonly (NoticeAnswer | undefined)[]): NoticeButton {
  const given = answers.filter((answer): answer is NoticeAnswer => answer !== undefined);
  const prompts = button.promptCondition !== 0 && buttonConditionMet(button.promptCondition, given);
  return {
    text: button.text,
    condition: 5,
    outcome: prompts ? 'refuse' : 'continue',
    style: prompts ? 'default' : 'primary',
  };
}
