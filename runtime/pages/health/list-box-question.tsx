import { Button, CheckList, Picker, Popup } from 'antd-mobile';
import { useState } from 'react';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { QuestionFieldProps } from './question-field-props';

const FIELD_STYLE: React.CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  padding: '10px 12px',
  border: '1px solid #e5e5e5',
  borderRadius: 6,
  background: '#fff',
  fontSize: 14,
  textAlign: 'left',
};

/** LIST_BOX_SINGLE (a picker wheel) and LIST_BOX_MULTIPLE (a checklist sheet): options behind a field. */
export function ListBoxQuestion({ question, draft, onChange, multiple }: QuestionFieldProps & { multiple: boolean }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([...draft.options]);
  const options = question.qtOptionList ?? [];
  const shown = options.filter((option) => draft.options.includes(option.opNo)).map((option) => option.content).join('、');
  const field = (
    <button type="button" style={FIELD_STYLE} onClick={() => { setPicked([...draft.options]); setOpen(true); }}>
      <span style={{ color: shown ? 'var(--adm-color-text)' : 'var(--adm-color-weak)' }}>{shown || FLOW_MESSAGES.pleaseSelect}</span>
      <span aria-hidden style={{ color: 'var(--adm-color-light)' }}>›</span>
    </button>
  );
  if (!multiple) {
    return (
      <>
        {field}
        <Picker
          visible={open}
          onClose={() => setOpen(false)}
          columns={[options.map((option) => ({ label: option.content, value: option.opNo }))]}
          value={draft.options.slice(0, 1)}
          onConfirm={(value) => value[0] != null && onChange({ ...draft, options: [String(value[0])] })}
        />
      </>
    );
  }
  return (
    <>
      {field}
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '70vh', overflowY: 'auto' }}>
        <div style={{ padding: '12px 16px', fontSize: 15, fontWeight: 500 }}>{question.title}</div>
        <CheckList multiple value={picked} onChange={(values) => setPicked(values.map(String))}>
          {options.map((option) => (
            <CheckList.Item key={option.opNo} value={option.opNo}>{option.content}</CheckList.Item>
          ))}
        </CheckList>
        <div style={{ padding: 12 }}>
          <Button block color="primary" shape="rounded" onClick={() => { onChange({ ...draft, options: picked }); setOpen(false); }}>
            {FLOW_MESSAGES.confirm}
          </Button>
        </div>
      </Popup>
    </>
  );
}
