import { Select } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { defaultHint } from './default-hint';

/** An enum of more than three values; an optional one can be cleared. */
export function SelectControl({ control, value, id, invalid, onChange }: ControlProps<'select'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const known = control.options.some((option) => option.value === value);
  return (
    <Select<string | number>
      id={id}
      style={{ width: '100%' }}
      // An out-of-enum value (e.g. typed in the code view) is shown as is, so the problem under it makes sense.
      value={known || typeof value === 'string' || typeof value === 'number' ? (value as string | number) : undefined}
      status={invalid ? 'error' : undefined}
      allowClear={!control.required}
      showSearch={control.options.length > 8 ? { optionFilterProp: 'label' } : false}
      placeholder={defaultHint(control.defaultValue, messages.defaultHint) ?? messages.selectPlaceholder}
      options={control.options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(next) => onChange(next ?? undefined, 'discrete')}
    />
  );
}
