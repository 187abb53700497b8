import { Toast } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { checkNoticeAnswers, type NoticeAnswer } from '../../shared/notice';
import type { NamedPerson } from './family-selection';
import { agentDeclarationAtom } from './health-notice-atoms';
import { noticeOutcome, type NoticeButton } from './notice-outcome';
import { useNoticeOutcome } from './use-notice-outcome';
import { recordMoment } from '../recording/recording-moments';

interface NoticeAnsweringOptions {
  readonly questionCount: number;
  readonly questionCodes: readonly string[];
  /** The questions' texts, carried with the agent's answers in the order. */
  readonly questionTexts?: readonly string[];
  /** The answers the buyer gave before (a refill starts from them). */
  readonly initialAnswers?: readonly NoticeAnswer[];
  readonly agentDeclarationRequired: boolean;
  /** The questions are declarations (the agent notice): 是 to every one is what lets the order go on. */
  readonly declarations?: boolean;
  /** The questionnaire a refusal may go to, given the answers. */
  readonly smartQuestionNo: (answers: readonly NoticeAnswer[]) => string | undefined;
  readonly people: readonly NamedPerson[];
  /** Scrolls to an unanswered question. */
  readonly onMissing: (index: number) => void;
  /** The notice is settled: the caller may close it. */
  readonly onSettled?: () => void;
}

/**
 * A yes/no notice being answered: the answers, the question still missing, and what a confirm-bar
 * button does (spec section 4): the agent declaration first (请勾选营销员声明), then every question
 * answered (请选择), then the button's condition and outcome.
 */
export function useNoticeAnswering(options: NoticeAnsweringOptions) {
  const [answers, setAnswers] = useState<(NoticeAnswer | undefined)[]>(() => [...(options.initialAnswers ?? [])]);
  const [missing, setMissing] = useState<number>();
  const declared = useAtomValue(agentDeclarationAtom) === true;
  const apply = useNoticeOutcome();

  function answer(index: number, value: NoticeAnswer) {
    setAnswers((current) => {
      const next = [...current];
      next[index] = value;
      return next;
    });
    if (missing === index) setMissing(undefined);
    recordMoment({ kind: 'notice-answered', question: options.questionCodes[index] ?? `Q${index + 1}`, answer: value === 'Y' ? '是' : '否' });
  }

  async function press(button: NoticeButton) {
    const questions = Array.from({ length: options.questionCount });
    const check = checkNoticeAnswers(questions, answers, {
      agentDeclarationRequired: options.agentDeclarationRequired,
      agentDeclarationTicked: declared,
    });
    if (!check.ok) {
      Toast.show({ content: check.message });
      if (check.blocker === 'unanswered') {
        setMissing(check.questionIndex);
        options.onMissing(check.questionIndex);
      }
      return;
    }
    recordMoment({ kind: 'notice-confirmed', button: button.text });
    const outcome = noticeOutcome(button, check.answers, options.smartQuestionNo(check.answers), options.declarations ?? false);
    const settled = await apply(outcome, options.people, { answers: check.answers, questionCodes: options.questionCodes, ...(options.questionTexts ? { questionTexts: options.questionTexts } : {}) });
    if (settled) options.onSettled?.();
  }

  return { answers, missing, answer, press };
}
