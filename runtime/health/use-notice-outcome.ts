import { Dialog, Toast } from 'antd-mobile';
import { useStore } from 'jotai';
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

  function record(key: PersonKey, result: HealthNoticeResult) {
    store.set(healthNoticeAtom(key), result);
    const index = insuredIndexOf(key);
    if (index === undefined || !page) return;
    writeFormValue(page.form, store, ['insured', index, 'allowInsure'], result.allowInsure);
    if (result.allowInsure === false) writeFormValue(page.form, store, ['insured', index, 'selected'], false);
  }

  return async function apply(outcome: NoticeOutcome, people: readonly NamedPerson[], answered: AnsweredNotice): Promise<boolean> {
    const base = { answers: answered.answers, questionCodes: answered.questionCodes };
    switch (outcome.kind) {
      case 'mismatch':
        // A health-notice alert: the buyer acknowledges it with 知道了 (spec section 8), then checks the answers.
        await Dialog.alert({ content: FLOW_MESSAGES.noticeAnswersMismatch, confirmText: FLOW_MESSAGES.gotIt });
        return false;
      case 'continue':
        for (const person of people) record(person.key, { ...base, allowInsure: true });
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
