import { DotLoading, ErrorBlock, Popup } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import type { Notice } from '../../../schema/entities/notice';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { NamedPerson } from '../../health/family-selection';
import { fillNoticeParams } from '../../health/fill-notice-params';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { smartQuestionNoFor, type NoticeButton } from '../../health/notice-outcome';
import { insuredIndexOf } from '../../health/person-key';
import { useHealthNotice } from '../../health/use-health-notice';
import { useNoticeAnswering } from '../../health/use-notice-answering';
import { usePage } from '../../template/page-context';
import { sanitizeHtml } from '../shared/content/sanitize-html';
import { NoticeConfirmBar } from '../shared/health-notice/notice-confirm-bar';
import { scrollToQuestion, YesNoQuestions } from '../shared/health-notice/yes-no-questions';

/** The notice list's confirm bar: any yes goes to refusal or smart underwriting, all no continues. */
const LIST_BUTTONS: readonly NoticeButton[] = [
  { text: FLOW_MESSAGES.noticeSomeYes, condition: 4, outcome: 'refuse', style: 'default' },
  { text: FLOW_MESSAGES.noticeAllNo, condition: 2, outcome: 'continue', style: 'primary' },
];

function NoticeAnswering({ notice, person, onClose }: { notice: Notice; person: NamedPerson; onClose: () => void }) {
  const { form } = usePage();
  const previous = useAtomValue(healthNoticeAtom(person.key));
  const container = useRef<HTMLDivElement>(null);
  const details = notice.noticeDetailList ?? [];
  const answering = useNoticeAnswering({
    questionCount: details.length,
    questionCodes: details.map((detail, index) => detail.questionCode ?? `Q${index + 1}`),
    ...(previous.answers ? { initialAnswers: previous.answers } : {}),
    agentDeclarationRequired: false,
    smartQuestionNo: (answers) => smartQuestionNoFor(notice, answers),
    people: [person],
    onMissing: (index) => scrollToQuestion(container.current, index),
    onSettled: onClose,
  });
  const index = insuredIndexOf(person.key);
  const content = fillNoticeParams(notice.content ?? '', notice.paramList ?? [], form.getFieldsValue(true), index);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', maxHeight: '85vh' }}>
      <h2 style={{ margin: 0, padding: '14px 16px', fontSize: 16, textAlign: 'center', borderBottom: '1px solid #f0f0f0' }}>
        {notice.header ?? FLOW_MESSAGES.fillNotice}
      </h2>
      <div ref={container} style={{ overflowY: 'auto', flex: 1 }}>
        {content && <div style={{ padding: '12px 16px', fontSize: 13, lineHeight: 1.7, color: '#666' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />}
        {details.length === 0 && notice.noticeQuestion && (
          <div style={{ padding: '0 16px', fontSize: 14 }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.noticeQuestion) }} />
        )}
        <YesNoQuestions
          questions={details.map((detail) => detail.noticeContent)}
          answers={answering.answers}
          onAnswer={answering.answer}
          {...(answering.missing !== undefined ? { missing: answering.missing } : {})}
        />
      </div>
      <NoticeConfirmBar buttons={LIST_BUTTONS} onPress={(button) => void answering.press(button)} />
    </div>
  );
}

/** One person's health notice from the server, answered in a bottom sheet. */
export function PersonNoticePopup({ person, onClose }: { person: NamedPerson | undefined; onClose: () => void }) {
  const objectType = person?.key === 'holder' ? 'holder' : person?.key === 'agent' ? 'agent' : 'insured';
  const load = useHealthNotice(objectType, person !== undefined);
  return (
    <Popup visible={person !== undefined} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      {person && load.status === 'ready' && <NoticeAnswering key={person.key} notice={load.notice} person={person} onClose={onClose} />}
      {(load.status === 'loading' || load.status === 'idle') && (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <DotLoading />
        </div>
      )}
      {load.status === 'error' && <ErrorBlock status="default" title={ERROR_MESSAGES.systemError} description="" />}
    </Popup>
  );
}
