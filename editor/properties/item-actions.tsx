import { Button, Space } from 'antd';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';

interface ItemActionsProps {
  readonly index: number;
  readonly count: number;
  readonly canRemove: boolean;
  readonly onMove: (offset: -1 | 1) => void;
  readonly onRemove: () => void;
}

/** Move up, move down and remove for one item of a list. */
export function ItemActions({ index, count, canRemove, onMove, onRemove }: ItemActionsProps) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  return (
    <Space size={0}>
      <Button size="small" type="link" disabled={index === 0} onClick={() => onMove(-1)}>
        {messages.moveUp}
      </Button>
      <Button size="small" type="link" disabled={index === count - 1} onClick={() => onMove(1)}>
        {messages.moveDown}
      </Button>
      <Button size="small" type="link" danger disabled={!canRemove} onClick={onRemove}>
        {messages.remove}
      </Button>
    </Space>
  );
}
