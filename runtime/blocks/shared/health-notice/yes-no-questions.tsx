import { Radio, Space } from 'antd-mobile';
import { FLOW_MESSAGES } from '../../../../shared/messages/flow';
import type { NoticeAnswer } from '../../../../shared/notice';
import { sanitizeHtml } from '../content/sanitize-html';
import './yes-no-questions.css';

interface YesNoQuestionsProps {
  /** Each question's HTML. */
  readonly questions: readonly string[];
  readonly answers: readonly (NoticeAnswer | undefined)[];
  readonly onAnswer: (index: number, answer: NoticeAnswer) => void;
  /** The question to mark as still unanswered (after 请选择). */
  readonly missing?: number;
}

/** Numbered yes/no questions, each answered 是 or 否; the unanswered one asked for is marked in red. */
export function YesNoQuestions({ questions, answers, onAnswer, missing }: YesNoQuestionsProps) {
  return (
    // role="list": Safari drops the list semantics of a list without bullets unless told.
    <ol role="list" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {questions.map((html, index) => (
        <li
          key={index}
          data-notice-question={index}
          style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0', background: missing === index ? '#fff1f0' : undefined }}
        >
          {/* The number on the baseline of the text's first line, whatever its markup opens with. */}
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 6, fontSize: 14, lineHeight: 1.6, color: '#333' }}>
            <span>{index + 1}.</span>
            <div className="notice-question-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
          </div>
          <Radio.Group value={answers[index] ?? null} onChange={(value) => onAnswer(index, value as NoticeAnswer)}>
            <Space style={{ marginTop: 8, '--gap': '32px' } as React.CSSProperties}>
              <Radio value="Y">{FLOW_MESSAGES.answerYes}</Radio>
              <Radio value="N">{FLOW_MESSAGES.answerNo}</Radio>
            </Space>
          </Radio.Group>
          {missing === index && <div style={{ color: 'var(--adm-color-danger)', fontSize: 12, marginTop: 4 }}>{FLOW_MESSAGES.pleaseSelect}</div>}
        </li>
      ))}
    </ol>
  );
}

/** Scrolls the question at this index into view (after 请选择). */
export function scrollToQuestion(container: HTMLElement | null, index: number): void {
  container?.querySelector(`[data-notice-question="${index}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}
