import { Button, Flex, Typography } from 'antd';
import { formatMessage } from '../i18n/message-catalogue';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';

interface AddItemButtonProps {
  readonly count: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly onAdd: () => void;
}

/** The add button under a list, disabled at the schema's maximum, with the list's bounds beside it. */
export function AddItemButton({ count, minItems, maxItems, onAdd }: AddItemButtonProps) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const bounds = [
    minItems === undefined || minItems === 0 ? undefined : formatMessage(messages.minItemsRequired, { n: minItems }),
    maxItems === undefined ? undefined : formatMessage(messages.maxItemsReached, { n: maxItems }),
  ].filter((text) => text !== undefined);
  return (
    <Flex gap={8} align="center">
      <Button size="small" type="dashed" disabled={maxItems !== undefined && count >= maxItems} onClick={onAdd}>
        {messages.add}
      </Button>
      {bounds.length > 0 ? <Typography.Text type="secondary">{bounds.join('，')}</Typography.Text> : null}
    </Flex>
  );
}
