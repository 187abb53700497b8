import { Input } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { defaultHint } from './default-hint';
import { useTypedText } from './use-typed-text';

/** Sentences and HTML fragments (notice questions, answers, explanations): a box that grows. */
export function TextareaControl({ control, value, id, invalid, onChange }: ControlProps<'textarea'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const [text, type] = useTypedText(typeof value === 'string' ? value : '');
  const hint = defaultHint(control.defaultValue, messages.defaultHint);
  return (
    <Input.TextArea
      id={id}
      value={text}
      status={invalid ? 'error' : undefined}
      maxLength={control.maxLength}
      autoSize={{ minRows: 2, maxRows: 10 }}
      placeholder={hint ?? (control.html ? messages.htmlHint : undefined)}
      // The default is the template's text, shown as buyers read it in every interface language.
      data-operator-content={hint === undefined ? undefined : ''}
      onChange={(event) => {
        type(event.target.value);
        onChange(event.target.value === '' && !control.required ? undefined : event.target.value, 'typing');
      }}
    />
  );
}
