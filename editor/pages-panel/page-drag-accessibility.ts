import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { formatMessage } from '../i18n/message-catalogue';
import type { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import type { PageSummary } from './page-summaries-atom';

type Messages = (typeof WORKSPACE_MESSAGES)['zh-CN'];

/**
 * What a screen reader hears about moving a page, in the interface language: how to move one from the
 * keyboard, then which page was picked up, where it is as it moves, and where it was dropped, by the
 * page's own title and position (dnd-kit's defaults are English and name the page by its id).
 */
export function pageDragAccessibility(
  pages: readonly PageSummary[],
  messages: Messages,
): { readonly announcements: Announcements; readonly screenReaderInstructions: ScreenReaderInstructions } {
  const label = (id: UniqueIdentifier) => pages.find((page) => page.id === id)?.label ?? String(id);
  const at = (id: UniqueIdentifier | undefined) => ({ position: pages.findIndex((page) => page.id === id) + 1, count: pages.length });
  return {
    screenReaderInstructions: { draggable: messages.dragPageInstructions },
    announcements: {
      onDragStart: ({ active }) => formatMessage(messages.pagePickedUp, { label: label(active.id), ...at(active.id) }),
      onDragOver: ({ active, over }) => (over ? formatMessage(messages.pageMovedTo, { label: label(active.id), ...at(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => formatMessage(messages.pageDropped, { label: label(active.id), ...at(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => formatMessage(messages.pageDragCancelled, { label: label(active.id), ...at(active.id) }),
    },
  };
}
