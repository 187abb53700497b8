import { Checkbox, DotLoading, ErrorBlock } from 'antd-mobile';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useRef } from 'react';
import type { Notice } from '../../../schema/entities/notice';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { isDeclarationNotice } from '../../../shared/notice';
import { agentDeclarationAtom, healthNoticeAtom } from '../../health/health-notice-atoms';
import { smartQuestionNoFor } from '../../health/notice-outcome';
import { useHealthNotice } from '../../health/use-health-notice';
import { useNoticeAnswering } from '../../health/use-notice-answering';
import { useNoticePeople } from '../../health/use-notice-people';
import type { BlockProps } from '../block-props';
import CommonHealthNotice from '../health/common-health-notice';
import { NoticeCheckField } from '../shared/health-notice/notice-check-field';
import { NoticeConfirmBar } from '../shared/health-notice/notice-confirm-bar';
import { scrollToQuestion, YesNoQuestions } from '../shared/health-notice/yes-no-questions';
import { toNoticeButton } from './info-notice-button';

const PENDING_MESSAGES = {
  holder: VALIDATION_MESSAGES.healthNoticeHolder,
  insured: VALIDATION_MESSAGES.healthNoticeInsured,
  agent: VALIDATION_MESSAGES.healthNoticeAgent,
} as const;

type NoticeParam = NonNullable<Notice['paramList']>[number];

/** A placeholder of a type the notice text knows (1 value, 2 form field, 3 link); others are left out. */
function isKnownParam(param: NoticeParam): param is NoticeParam & { paramType: 1 | 2 | 3 } {
  return param.paramType === 1 || param.paramType === 2 || param.paramType === 3;
}

/** The agent's declaration, ticked before any button acts (请勾选营销员声明). */
function DeclarationBox({ text }: { text: string }) {
  const [ticked, setTicked] = useAtom(agentDeclarationAtom);
  return (
    <div style={{ padding: '12px 16px' }}>
      <Checkbox checked={ticked === true} onChange={setTicked} style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' } as React.CSSProperties}>
        <span style={{ color: '#666', lineHeight: 1.6 }}>{text}</span>
      </Checkbox>
    </div>
  );
}

/** The loaded notice: its HTML text, its yes/no questions, the declaration and the buttons. */
function InfoNotice({ module, attrs, notice }: BlockProps<'healthInfoModule'> & { notice: Notice }) {
  const store = useStore();
  const people = useNoticePeople(attrs.noticeObjectType);
  const previous = useAtomValue(healthNoticeAtom(people[0]?.key ?? 'holder'));
  const container = useRef<HTMLElement>(null);
  const details = notice.noticeDetailList ?? [];
  const answering = useNoticeAnswering({
    questionCount: details.length,
    questionCodes: details.map((detail, index) => detail.questionCode ?? `Q${index + 1}`),
    questionTexts: details.map((detail) => detail.noticeContent),
    ...(previous.answers ? { initialAnswers: previous.answers } : {}),
    agentDeclarationRequired: Boolean(attrs.agentDeclarationText),
    declarations: isDeclarationNotice(attrs.noticeObjectType),
    smartQuestionNo: (answers) => smartQuestionNoFor(notice, answers),
    people,
    onMissing: (index) => scrollToQuestion(container.current, index),
  });
  const html = [notice.content, details.length === 0 ? notice.noticeQuestion : undefined].filter(Boolean).join('');
  return (
    <section ref={container} style={{ background: '#fff', marginBottom: 8 }}>
      {html || notice.header ? (
        <CommonHealthNotice
          module={module}
          attrs={{ header: notice.header, noticeType: attrs.noticeType, noticeObjectType: attrs.noticeObjectType, content: html, paramList: (notice.paramList ?? []).filter(isKnownParam) }}
        />
      ) : null}
      <YesNoQuestions
        questions={details.map((detail) => detail.noticeContent)}
        answers={answering.answers}
        onAnswer={answering.answer}
        {...(answering.missing !== undefined ? { missing: answering.missing } : {})}
      />
      {attrs.agentDeclarationText ? <DeclarationBox text={attrs.agentDeclarationText} /> : null}
      <NoticeConfirmBar
        buttons={attrs.buttons.map((button) => toNoticeButton(button, answering.answers))}
        onPress={(button) => void answering.press(button)}
      />
      <NoticeCheckField
        name={['healthNotice', module.id]}
        problem={() => (people.every((person) => store.get(healthNoticeAtom(person.key)).allowInsure === true) ? undefined : PENDING_MESSAGES[attrs.noticeObjectType])}
      />
    </section>
  );
}

/**
 * The common health notice module: the plan's notice for the holder, the insured or the agent is
 * loaded from the server and answered question by question; each button raises the underwriting
 * prompt when the answers meet its condition, and the page's next step waits for the notice.
 */
export default function HealthInfoModule(props: BlockProps<'healthInfoModule'>) {
  const load = useHealthNotice(props.attrs.noticeObjectType, true);
  if (load.status === 'ready') return <InfoNotice {...props} notice={load.notice} />;
  if (load.status === 'error') return <ErrorBlock status="default" title={ERROR_MESSAGES.systemError} description="" />;
  return (
    <div style={{ padding: 32, textAlign: 'center', background: '#fff' }}>
      <DotLoading />
    </div>
  );
}
