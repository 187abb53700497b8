import { useAtomValue, useStore } from 'jotai';
import { useRef } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { isDeclarationNotice } from '../../../shared/notice';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { useNoticeAnswering } from '../../health/use-notice-answering';
import { useNoticePeople } from '../../health/use-notice-people';
import { useUnderwritingQuestionInfo } from '../../health/use-underwriting-question-info';
import type { BlockProps } from '../block-props';
import { NoticeCheckField } from '../shared/health-notice/notice-check-field';
import { NoticeConfirmBar } from '../shared/health-notice/notice-confirm-bar';
import { scrollToQuestion, YesNoQuestions } from '../shared/health-notice/yes-no-questions';

/**
 * Yes/no notice questions with a confirm bar (spec section 4): each button acts when the answers meet
 * its condition (1-5); 请选择 marks the first unanswered question; a configured agent declaration must
 * be ticked first; a refusal opens 核保失败, 智能核保 or the family-member selection, except on the
 * agent's notice, whose items are declarations (是 goes on, a 否 is told as such). The page's next
 * step waits until every person the notice is for has met it. A template that names no questionnaire
 * (xdQuestionCode) follows the plan: when its underwriting question info (queryUnderwritingQuestionInfo)
 * supports smart underwriting, a refusal offers the plan's questionnaire instead of 核保失败.
 */
const PENDING_MESSAGES = {
  holder: VALIDATION_MESSAGES.healthNoticeHolder,
  insured: VALIDATION_MESSAGES.healthNoticeInsured,
  agent: VALIDATION_MESSAGES.healthNoticeAgent,
} as const;

export default function YesNoNotice({ module, attrs }: BlockProps<'yesNoNotice'>) {
  const store = useStore();
  const people = useNoticePeople(attrs.noticeObjectType);
  const first = people[0];
  const previous = useAtomValue(healthNoticeAtom(first?.key ?? 'holder'));
  const container = useRef<HTMLDivElement>(null);
  const planInfo = useUnderwritingQuestionInfo(!attrs.xdQuestionCode);
  const planQuestionnaire = planInfo?.isSupportSmartUnderwriting ? planInfo.xdQuestionCode : undefined;
  const answering = useNoticeAnswering({
    questionCount: attrs.questions.length,
    questionCodes: attrs.questions.map((question, index) => question.code ?? `Q${index + 1}`),
    questionTexts: attrs.questions.map((question) => question.noticeContent),
    ...(previous.answers ? { initialAnswers: previous.answers } : {}),
    agentDeclarationRequired: attrs.agentDeclarationRequired ?? false,
    declarations: isDeclarationNotice(attrs.noticeObjectType),
    smartQuestionNo: () => attrs.xdQuestionCode ?? planQuestionnaire,
    people,
    onMissing: (index) => scrollToQuestion(container.current, index),
  });
  return (
    <section ref={container} style={{ background: '#fff', marginBottom: 8 }}>
      {attrs.header && <h2 style={{ margin: 0, padding: '12px 16px', fontSize: 16, borderBottom: '1px solid #f0f0f0' }}>{attrs.header}</h2>}
      <YesNoQuestions
        questions={attrs.questions.map((question) => question.noticeContent)}
        answers={answering.answers}
        onAnswer={answering.answer}
        {...(answering.missing !== undefined ? { missing: answering.missing } : {})}
      />
      <NoticeConfirmBar buttons={attrs.buttons} onPress={(button) => void answering.press(button)} />
      <NoticeCheckField
        name={['healthNotice', module.id]}
        problem={() => (people.every((person) => store.get(healthNoticeAtom(person.key)).allowInsure === true) ? undefined : PENDING_MESSAGES[attrs.noticeObjectType])}
      />
    </section>
  );
}
