import { Input, TextArea } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { QuestionFieldProps } from './question-field-props';

/** TEXT (a multi-line box with `rows` and a counter) and INPUT (one line) questions, limited to textMaxNum. */
export function TypedQuestion({ question, draft, onChange }: QuestionFieldProps) {
  const { textMaxNum, rows } = question.attributes ?? {};
  const limit = textMaxNum !== undefined ? { maxLength: textMaxNum } : {};
  const boxStyle: React.CSSProperties = { border: '1px solid #e5e5e5', borderRadius: 6, padding: '8px 10px', background: '#fff' };
  if (question.questionType === 'TEXT') {
    return (
      <div style={boxStyle}>
        <TextArea
          value={draft.text}
          onChange={(text) => onChange({ ...draft, text })}
          placeholder={SCREEN_MESSAGES.smartInputPlaceholder}
          rows={rows ?? 3}
          showCount={textMaxNum !== undefined}
          {...limit}
        />
      </div>
    );
  }
  return (
    <div style={boxStyle}>
      <Input value={draft.text} onChange={(text) => onChange({ ...draft, text })} placeholder={SCREEN_MESSAGES.smartInputPlaceholder} clearable {...limit} />
    </div>
  );
}
