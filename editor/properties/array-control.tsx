import { Typography } from 'antd';
import { formatMessage } from '../i18n/message-catalogue';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import { AddItemButton } from './add-item-button';
import { appendItem, moveItem, removeItem } from './array-ops';
import { AttrField } from './attr-field';
import type { ControlProps } from './control-props';
import { initialValue } from './initial-value';
import { ItemActions } from './item-actions';

/** A list of values of one shape: each item with its own control, plus add, remove and move up / down. */
export function ArrayControl({ control, value, path, onChange }: ControlProps<'array'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  return (
    <>
      {items.length === 0 ? <Typography.Paragraph type="secondary">{messages.emptyList}</Typography.Paragraph> : null}
      {items.map((item, index) => (
        <AttrField
          // Items have no identity of their own; position is what the template stores.
          key={index}
          control={{ ...control.item, required: true }}
          value={item}
          path={[...path, index]}
          itemTitle={formatMessage(messages.itemTitle, { n: index + 1 })}
          actions={
            <ItemActions
              index={index}
              count={items.length}
              canRemove={items.length > (control.minItems ?? 0)}
              onMove={(offset) => onChange(moveItem(items, index, offset), 'discrete')}
              onRemove={() => onChange(removeItem(items, index, control.minItems), 'discrete')}
            />
          }
        />
      ))}
      <AddItemButton
        count={items.length}
        {...(control.minItems === undefined ? {} : { minItems: control.minItems })}
        {...(control.maxItems === undefined ? {} : { maxItems: control.maxItems })}
        onAdd={() => onChange(appendItem(items, initialValue(control.item), control.maxItems), 'discrete')}
      />
    </>
  );
}
