import { Input } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { defaultHint } from './default-hint';

/** Sentences and HTML fragments (notice questions, answers, explanations): a box that grows. */
export function TextareaControl({ control, value, id, invalid, onChange }: ControlProps<'textarea'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  return (
    <Input.TextArea
      id={id}
      value={typeof value === 'string' ? value : ''}
      status={invalid ? 'error' : undefined}
      maxLength={control.maxLength}
      autoSize={{ minRows: 2, maxRows: 10 }}
      placeholder={defaultHint(control.defaultValue, messages.defaultHint) ?? (control.html ? messages.htmlHint : undefined)}
      onChange={(event) => onChange(event.target.value === '' && !control.required ? undefined : event.target.value, 'typing')}
    />
  );
}
