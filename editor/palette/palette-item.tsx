import { useDraggable } from '@dnd-kit/core';
import { Button, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { localDescription, localTitle, type BlockDefinition } from '../../schema/catalogue';
import { editorLocaleAtom } from '../i18n/editor-locale';

export interface PaletteItemProps {
  readonly block: BlockDefinition;
  /** Adds the block without dragging (keyboard users); absent in the read-only library. */
  readonly onAdd?: ((component: string) => void) | undefined;
  readonly addLabel: string;
}

function ItemBody({ block, onAdd, addLabel, compact }: PaletteItemProps & { readonly compact: boolean }) {
  const locale = useAtomValue(editorLocaleAtom);
  const title = localTitle(block, locale);
  const description = localDescription(block, locale);
  return (
    <Flex gap={8} align="flex-start" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {/* The workspace's narrow column shows the component name; the description is the tooltip. */}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: description }}>
          {compact ? block.component : description}
        </Typography.Text>
      </Flex>
      {compact ? null : <Tag style={{ marginInlineEnd: 0 }}>{block.component}</Tag>}
      {onAdd ? (
        <Tooltip title={addLabel}>
          <Button size="small" type="text" aria-label={`${addLabel} ${title}`} onClick={() => onAdd(block.component)}>
            +
          </Button>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** A block of the read-only library. */
export function PaletteItem(props: PaletteItemProps) {
  return (
    <List.Item data-component={props.block.component}>
      <ItemBody {...props} compact={false} />
    </List.Item>
  );
}

/** A block the operator drags into the outline or onto the canvas (inside the workspace's drag context). */
export function DraggablePaletteItem(props: PaletteItemProps) {
  const { component } = props.block;
  // No drag attributes (role, tab stop): keyboard users add a block with its button instead.
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `block:${component}`, data: { kind: 'block', component } });
  return (
    <List.Item
      ref={setNodeRef}
      data-component={component}
      {...listeners}
      style={{ cursor: 'grab', opacity: isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      <ItemBody {...props} compact />
    </List.Item>
  );
}
