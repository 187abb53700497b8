import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Popconfirm, Switch, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { memo, useState } from 'react';
import { blockTitle } from '../../schema/catalogue/block-title';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { formatMessage } from '../i18n/message-catalogue';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { DragGrip } from '../workspace/drag-grip';
import type { OutlineDrop } from './outline-drop';
import type { OutlineRow as Row } from './outline-rows';
import { DropLine } from './drop-line';
import { InlineLabelInput } from './inline-label-input';

export interface OutlineRowProps {
  readonly row: Row;
  readonly selected: boolean;
  /** The drop in progress when its line is drawn at this row. */
  readonly drop: OutlineDrop | undefined;
  readonly onSelect: (moduleId: string) => void;
  readonly onRename: (moduleId: string, label: string) => void;
  readonly onToggleShown: (moduleId: string, shown: boolean) => void;
  readonly onDelete: (moduleId: string) => void;
}

/**
 * Whether the row shows the same module: what it draws (label, block, shown) and what a drop on it
 * reads (component, children). Attrs are not shown, so typing in the property panel re-renders no row.
 */
function sameModule(before: Row['module'], after: Row['module']): boolean {
  return (
    before === after ||
    (before.id === after.id &&
      before.label === after.label &&
      before.component === after.component &&
      before.isDefault === after.isDefault &&
      before.children === after.children)
  );
}

/**
 * Rows whose module, place and state are unchanged skip rendering: typing in the property panel
 * changes one module's attrs, and the rows (each with its drag hooks) must not pay for it.
 */
function sameRow(before: OutlineRowProps, after: OutlineRowProps): boolean {
  return (
    sameModule(before.row.module, after.row.module) &&
    before.row.depth === after.row.depth &&
    before.row.parentId === after.row.parentId &&
    before.row.index === after.row.index &&
    before.selected === after.selected &&
    before.drop === after.drop &&
    before.onSelect === after.onSelect &&
    before.onRename === after.onRename &&
    before.onToggleShown === after.onToggleShown &&
    before.onDelete === after.onDelete
  );
}

/** One module in the outline: drag it by its name, rename it, show or hide it, delete it. */
export const OutlineRow = memo(function OutlineRow({ row, selected, drop, onSelect, onRename, onToggleShown, onDelete }: OutlineRowProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const { module } = row;
  const drag = useDraggable({ id: `module:${module.id}`, data: { kind: 'module', moduleId: module.id } });
  const target = useDroppable({ id: `row:${module.id}`, data: { kind: 'row', row } });
  const locale = useAtomValue(editorLocaleAtom);
  const title = blockTitle(module.component, locale);
  const name = module.label || title;
  const shownName = module.label || messages.untitledModule;
  const into = drop?.indicator.into === true;
  const [renaming, setRenaming] = useState(false);
  // Dragging starts from the name: the buttons beside it stay plain clicks. The handle is named after
  // what it shows (WCAG 2.5.3, label in name): "拖动" and the module's name, the block's name beside it.
  const handle = (
    <div
      ref={drag.setNodeRef}
      {...drag.attributes}
      {...drag.listeners}
      role="button"
      tabIndex={-1}
      aria-label={formatMessage(messages.dragModule, { label: shownName })}
      data-outline-handle=""
      onClick={() => onSelect(module.id)}
      style={{ flex: '0 1 auto', minWidth: 40, cursor: 'grab', touchAction: 'none', display: 'flex', gap: 6, alignItems: 'baseline', overflow: 'hidden' }}
    >
      <DragGrip />
      {/* The label is the operator's own text, shown as typed in every interface language. */}
      {/* A hidden module's name is grey and slanted (beside its switch), still readable: not faded out. */}
      <Typography.Text
        ellipsis
        type={module.isDefault ? undefined : 'secondary'}
        data-outline-label=""
        data-operator-content={module.label ? '' : undefined}
        style={{ minWidth: 24, fontStyle: module.isDefault ? undefined : 'italic' }}
      >
        {shownName}
      </Typography.Text>
    </div>
  );
  // The block's name gives way first: the label is what tells two rows apart. It drags and selects like
  // the handle, outside it so that the handle's name is what the handle shows.
  const blockName = (
    <Typography.Text
      type="secondary"
      ellipsis
      {...drag.listeners}
      onClick={() => onSelect(module.id)}
      style={{ fontSize: 12, flex: '1 1000 0', minWidth: 0, cursor: 'grab', touchAction: 'none' }}
    >
      {title}
    </Typography.Text>
  );
  return (
    <div
      ref={target.setNodeRef}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-selected={selected}
      data-module-id={module.id}
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: `2px 4px 2px ${8 + row.depth * 16}px`,
        borderRadius: 4,
        background: selected ? '#e6f4ff' : undefined,
        outline: into ? `1px dashed ${drop.check.ok ? '#1677ff' : '#ff4d4f'}` : undefined,
        opacity: drag.isDragging ? 0.4 : undefined,
      }}
    >
      {drop ? <DropLine indicator={drop.indicator} refused={!drop.check.ok} /> : null}
      {renaming ? (
        <InlineLabelInput
          label={module.label}
          ariaLabel={`${messages.renameModule}: ${name}`}
          onCommit={(label) => onRename(module.id, label)}
          onClose={() => setRenaming(false)}
        />
      ) : (
        <>
          {handle}
          {blockName}
        </>
      )}
      {renaming ? null : (
        <Button size="small" type="text" aria-label={`${messages.renameModule}: ${name}`} onClick={() => setRenaming(true)}>
          ✎
        </Button>
      )}
      <Switch
        size="small"
        checked={module.isDefault}
        aria-label={`${messages.moduleShown}: ${name}`}
        onChange={(shown) => onToggleShown(module.id, shown)}
      />
      <Popconfirm
        title={formatMessage(messages.deleteModuleConfirm, { label: name })}
        okText={messages.confirmDelete}
        cancelText={messages.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(module.id)}
      >
        <Button size="small" type="text" danger aria-label={`${messages.deleteModule}: ${name}`}>
          ✕
        </Button>
      </Popconfirm>
    </div>
  );
}, sameRow);
