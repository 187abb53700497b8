import { Button } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import { AttrField } from './attr-field';
import type { ControlProps } from './control-props';
import { initialValue } from './initial-value';

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * A nested group of attrs. An unset optional group shows only a button to set it, so a block's
 * optional settings (an age range, say) stay absent until the operator wants them.
 */
export function ObjectControl({ control, value, path, onChange }: ControlProps<'object'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  if (value === undefined && !control.required) {
    return (
      <Button size="small" onClick={() => onChange(initialValue(control), 'discrete')}>
        {messages.setObject}
      </Button>
    );
  }
  return (
    <>
      {control.fields.map((field) => (
        <AttrField key={field.key} fieldKey={field.key} control={field.control} value={fieldOf(value, field.key)} path={[...path, field.key]} />
      ))}
      {control.required ? null : (
        <Button size="small" danger onClick={() => onChange(undefined, 'discrete')}>
          {messages.clearObject}
        </Button>
      )}
    </>
  );
}
