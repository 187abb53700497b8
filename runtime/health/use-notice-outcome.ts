import { Dialog, Toast } from 'antd-mobile';
import { useStore } from 'jotai';
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NoticeQuestion } from '../../schema/entities/notice-question';
import { HEALTH_NOTICE_TYPE } from '../../shared/constants';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import type { NoticeAnswer } from '../../shared/notice';
import { PageContext } from '../template/page-context';
import { askRefusal } from './ask-refusal';
import type { NamedPerson } from './family-selection';
import { healthNoticeAtom, type HealthNoticeResult } from './health-notice-atoms';
import type { NoticeOutcome } from './notice-outcome';
import { insuredIndexOf, type PersonKey } from './person-key';
import { smartSessionAtom } from './smart-session';
import { writeFormValue } from './write-form-value';

/** The answers given, to be kept with each person's result. */
export interface AnsweredNotice {
  readonly answers: readonly NoticeAnswer[];
  readonly questionCodes: readonly string[];
  readonly questionTexts?: readonly string[];
}

/** The agent's answered notice as the order's agent carries it (`agent.noticeQuestion`). */
function agentNoticeQuestion(answered: AnsweredNotice, allowInsure: boolean | null): NoticeQuestion {
  return {
    noticeType: HEALTH_NOTICE_TYPE,
    noticeObjectType: 'agent',
    allowInsure,
    noticeDetailList: answered.answers.map((noticeAnswer, index) => ({
      questionCode: answered.questionCodes[index] ?? `Q${index + 1}`,
      noticeContent: answered.questionTexts?.[index] ?? '',
      noticeAnswer,
    })),
  };
}

/**
 * Acts on a notice button's outcome for the people who answered together: records each person's
 * HN_ result (and the insured's allowInsure / selected in the page form, which the order is built
 * from), shows the refusal dialogs, and starts smart underwriting at /healthnotify/disease/0.
 * Resolves true when the notice is settled for now (closed by the caller), false to keep answering.
 */
export function useNoticeOutcome() {
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const page = useContext(PageContext);

  function record(key: PersonKey, result: HealthNoticeResult, answered?: AnsweredNotice) {
    store.set(healthNoticeAtom(key), result);
    // The agent's declarations travel with the agent in the order, so the server judges them as the page did.
    if (key === 'agent' && page && answered) writeFormValue(page.form, store, ['agent', 'noticeQuestion'], [agentNoticeQuestion(answered, result.allowInsure)]);
    const index = insuredIndexOf(key);
    if (index === undefined || !page) return;
    writeFormValue(page.form, store, ['insured', index, 'allowInsure'], result.allowInsure);
    if (result.allowInsure === false) writeFormValue(page.form, store, ['insured', index, 'selected'], false);
  }

  return async function apply(outcome: NoticeOutcome, people: readonly NamedPerson[], answered: AnsweredNotice): Promise<boolean> {
    const base = { answers: answered.answers, questionCodes: answered.questionCodes };
    switch (outcome.kind) {
      case 'declarationUnmet':
        // Pending again, with the answers kept for a refill: an earlier 是 to every item no longer holds.
        for (const person of people) record(person.key, { ...base, allowInsure: null }, answered);
        await Dialog.alert({ title: FLOW_MESSAGES.agentNoticeTitle, content: FLOW_MESSAGES.agentDeclarationUnmet, confirmText: FLOW_MESSAGES.gotIt });
        return false;
      case 'mismatch':
        // A health-notice alert: the buyer acknowledges it with 知道了 (spec section 8), then checks the answers.
        await Dialog.alert({ content: FLOW_MESSAGES.noticeAnswersMismatch, confirmText: FLOW_MESSAGES.gotIt });
        return false;
      case 'continue':
        for (const person of people) record(person.key, { ...base, allowInsure: true }, answered);
        Toast.show({ content: FLOW_MESSAGES.noticeAllowed });
        return true;
      case 'refuse': {
        for (const person of people) record(person.key, { ...base, allowInsure: false });
        const choice = await askRefusal(false, people);
        // No product list exists in this app: "other products" leaves this product the way the buyer came.
        if (choice.action === 'otherProducts') navigate(-1);
        return choice.action === 'otherProducts';
      }
      case 'smartUnderwriting': {
        const choice = await askRefusal(true, people);
        if (choice.action === 'cancel' || !choice.members) return false;
        const affected = people.filter((person) => choice.members?.includes(person.key));
        // Members left unticked declared they have none of the situations.
        for (const person of people) if (!affected.includes(person)) record(person.key, { ...base, allowInsure: true });
        for (const person of affected) record(person.key, { ...base, allowInsure: null });
        store.set(smartSessionAtom, {
          smartQuestionNo: outcome.smartQuestionNo,
          members: affected.map((person) => ({ person: person.key, name: person.name, rounds: [] })),
          returnTo: `${location.pathname}${location.search}${location.hash}`,
        });
        navigate(`/healthnotify/disease/0${location.search}`);
        return true;
      }
    }
  };
}
