import { InputNumber } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';
import { defaultHint } from './default-hint';

/** A number within the schema's bounds; whole numbers only where the schema asks for an integer. */
export function NumberControl({ control, value, id, invalid, onChange }: ControlProps<'number'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  return (
    <InputNumber<number>
      id={id}
      style={{ width: '100%' }}
      value={typeof value === 'number' ? value : null}
      status={invalid ? 'error' : undefined}
      min={control.min}
      max={control.max}
      precision={control.integer ? 0 : undefined}
      placeholder={defaultHint(control.defaultValue, messages.defaultHint)}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined, 'typing')}
    />
  );
}
