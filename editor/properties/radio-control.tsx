import { Button, Flex, Radio } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';

/** An enum of up to three values, all visible at once; an optional one can be cleared. */
export function RadioControl({ control, value, id, onChange }: ControlProps<'radio'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  return (
    <Flex gap={8} align="center" wrap>
      <Radio.Group
        id={id}
        value={value}
        options={control.options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(event) => onChange(event.target.value, 'discrete')}
      />
      {!control.required && value !== undefined ? (
        <Button size="small" type="link" onClick={() => onChange(undefined, 'discrete')}>
          {messages.clearObject}
        </Button>
      ) : null}
    </Flex>
  );
}
