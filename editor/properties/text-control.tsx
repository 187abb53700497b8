import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { defaultHint } from './default-hint';
import { TypedInput } from './typed-input';

/** A one-line string. Clearing an optional attr removes it rather than storing an empty string. */
export function TextControl({ control, value, id, invalid, onChange }: ControlProps<'text'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const hint = defaultHint(control.defaultValue, messages.defaultHint);
  return (
    <TypedInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      status={invalid ? 'error' : undefined}
      maxLength={control.maxLength}
      placeholder={hint}
      // The default is the template's text, shown as buyers read it in every interface language.
      data-operator-content={hint === undefined ? undefined : ''}
      onType={(text) => onChange(text === '' && !control.required ? undefined : text, 'typing')}
    />
  );
}
