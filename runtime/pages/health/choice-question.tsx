import { Checkbox, Radio, Space } from 'antd-mobile';
import type { QuestionFieldProps } from './question-field-props';

/** SINGLE (radio) and MULTIPLE (checkboxes) questions: every option shown at once. */
export function ChoiceQuestion({ question, draft, onChange, multiple }: QuestionFieldProps & { multiple: boolean }) {
  const options = question.qtOptionList ?? [];
  const list = (
    <Space direction="vertical" style={{ width: '100%', '--gap': '14px' } as React.CSSProperties}>
      {options.map((option) =>
        multiple ? (
          <Checkbox key={option.opNo} value={option.opNo}>{option.content}</Checkbox>
        ) : (
          <Radio key={option.opNo} value={option.opNo}>{option.content}</Radio>
        ),
      )}
    </Space>
  );
  return multiple ? (
    <Checkbox.Group value={[...draft.options]} onChange={(values) => onChange({ ...draft, options: values.map(String) })}>
      {list}
    </Checkbox.Group>
  ) : (
    <Radio.Group value={draft.options[0] ?? null} onChange={(value) => onChange({ ...draft, options: [String(value)] })}>
      {list}
    </Radio.Group>
  );
}
