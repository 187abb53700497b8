import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Popconfirm, Typography } from 'antd';
import { formatMessage } from '../i18n/message-catalogue';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { DragGrip } from '../workspace/drag-grip';
import type { PageSummary } from './page-summaries-atom';

export interface PageItemProps {
  readonly page: PageSummary;
  readonly active: boolean;
  readonly removable: boolean;
  readonly onChoose: (pageId: string) => void;
  readonly onDelete: (pageId: string) => void;
}

/**
 * One page in the pages panel, an item of its list: choose it, drag it to another place by its handle
 * (named after the page, as the operator sees it), delete it after confirming.
 */
export function PageItem({ page, active, removable, onChoose, onDelete }: PageItemProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: page.id });
  return (
    <li
      ref={setNodeRef}
      data-page-id={page.id}
      aria-current={active ? 'page' : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 8px',
        borderRadius: 4,
        background: active ? '#e6f4ff' : isDragging ? '#fafafa' : undefined,
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <span {...attributes} {...listeners} aria-label={formatMessage(messages.dragPage, { label: page.label })} style={{ cursor: 'grab', touchAction: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24, flex: 'none' }}>
        <DragGrip />
      </span>
      <Typography.Text ellipsis role="button" tabIndex={0} onClick={() => onChoose(page.id)} onKeyDown={(event) => event.key === 'Enter' && onChoose(page.id)} style={{ flex: 1, cursor: 'pointer' }}>
        {page.pageOrder}. <span data-operator-content="">{page.label}</span>
      </Typography.Text>
      <Popconfirm
        title={formatMessage(messages.deletePageConfirm, { label: page.label })}
        okText={messages.confirmDelete}
        cancelText={messages.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(page.id)}
        disabled={!removable}
      >
        <Button size="small" type="text" danger disabled={!removable} aria-label={`${messages.deletePage}: ${page.label}`}>
          ✕
        </Button>
      </Popconfirm>
    </li>
  );
}
