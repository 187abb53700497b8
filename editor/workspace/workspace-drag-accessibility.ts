import type { Active, Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { formatMessage } from '../i18n/message-catalogue';
import type { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import type { DragItem } from './drag-data';

type Messages = (typeof WORKSPACE_MESSAGES)['zh-CN'];

/**
 * What a screen reader hears about dragging a block or a module, in the interface language and by
 * the name the operator sees (dnd-kit's defaults are English and name internal ids). Where it lands,
 * or why it may not, the workspace's own message tells. The instructions say how the outline is worked
 * from the keyboard: its rows are not picked up, they are moved with Alt+↑ / ↓.
 */
export function workspaceDragAccessibility(
  nameOf: (item: DragItem) => string,
  messages: Messages,
): { readonly announcements: Announcements; readonly screenReaderInstructions: ScreenReaderInstructions } {
  const named = (active: Active) => {
    const item = active.data.current as DragItem | undefined;
    return item ? nameOf(item) : String(active.id);
  };
  return {
    screenReaderInstructions: { draggable: messages.outlineKeyboardHint },
    announcements: {
      onDragStart: ({ active }) => formatMessage(messages.dragStarted, { name: named(active) }),
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => formatMessage(messages.dragEnded, { name: named(active) }),
      onDragCancel: ({ active }) => formatMessage(messages.dragCancelled, { name: named(active) }),
    },
  };
}
