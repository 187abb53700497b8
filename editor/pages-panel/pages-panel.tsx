import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Flex } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { Heading } from '../app/heading';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { insertionIndexFromArrayMove } from '../document/insertion-index';
import { selectionAtom } from '../document/selection-atom';
import { formatMessage } from '../i18n/message-catalogue';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { freshPageId } from './fresh-page-id';
import { pageDragAccessibility } from './page-drag-accessibility';
import { PageFields } from './page-fields';
import { PageItem } from './page-item';
import { pageSummariesAtom } from './page-summaries-atom';
import { restrictToVerticalAxis } from './restrict-to-vertical-axis';

/**
 * The template's pages: choose one to edit, add, drag to reorder (with the pointer, or from the keyboard:
 * Space on a page's handle, ↑ / ↓, Space again), delete; the chosen one's title and code.
 */
export function PagesPanel() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  // Page summaries, not the template: typing in a module's property must not re-render this panel.
  const pages = useAtomValue(pageSummariesAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const [selection, setSelection] = useAtom(selectionAtom);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The announcements' live region goes to the end of the document, not into this panel, where its
  // last words (a page's title) would stay behind as text of the panel.
  const accessibility = useMemo(() => ({ ...pageDragAccessibility(pages, messages), container: document.body }), [pages, messages]);
  const active = pages.find((page) => page.id === selection.pageId);
  const choose = (pageId: string) => setSelection({ pageId, moduleId: null });

  const add = () => {
    const id = freshPageId(pages);
    dispatch({ type: 'addPage', id, label: formatMessage(messages.newPageLabel, { order: pages.length + 1 }) });
    choose(id);
  };
  const remove = (pageId: string) => {
    const at = pages.findIndex((page) => page.id === pageId);
    const neighbour = pages[at + 1] ?? pages[at - 1];
    dispatch({ type: 'removePage', pageId });
    if (pageId === selection.pageId && neighbour) choose(neighbour.id);
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    if (!over || dragged.id === over.id) return;
    const from = pages.findIndex((page) => page.id === dragged.id);
    const to = pages.findIndex((page) => page.id === over.id);
    if (from < 0 || to < 0) return;
    dispatch({ type: 'movePage', pageId: String(dragged.id), index: insertionIndexFromArrayMove(from, to) });
  };

  return (
    <section aria-label={messages.pages}>
      <Flex justify="space-between" align="center">
        <Heading level={2} look={5}>{messages.pages}</Heading>
        <Button size="small" onClick={add}>{messages.addPage}</Button>
      </Flex>
      <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} accessibility={accessibility} onDragEnd={onDragEnd}>
        <SortableContext items={pages.map((page) => page.id)} strategy={verticalListSortingStrategy}>
          <ul aria-label={messages.pages} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
            {pages.map((page) => (
              <PageItem
                key={page.id}
                page={page}
                active={page.id === selection.pageId}
                // A template keeps at least one page (see `canRemovePage`).
                removable={pages.length > 1}
                onChoose={choose}
                onDelete={remove}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {active ? (
        <PageFields
          page={active}
          onRename={(label) => dispatch({ type: 'renamePage', pageId: active.id, label, coalesceKey: `page-label:${active.id}` })}
          onPageCode={(pageCode) => dispatch({ type: 'setPageCode', pageId: active.id, pageCode, coalesceKey: `page-code:${active.id}` })}
        />
      ) : null}
    </section>
  );
}
