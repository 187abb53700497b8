import { DndContext, DragOverlay, MeasuringStrategy, PointerSensor, pointerWithin, useSensor, useSensors, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { App, Tag } from 'antd';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { blockTitle } from '../../schema/catalogue/block-title';
import { canPlace } from '../document/can-place';
import { describeRefusal } from '../document/describe-refusal';
import { templateAtom } from '../document/document-atoms';
import type { ModulePlace } from '../document/module-place';
import { insertModuleAtom, moveModuleAtom } from '../document/module-commands';
import { selectionAtom } from '../document/selection-atom';
import { findModule } from '../document/tree/find-module';
import { moduleList } from '../document/tree/module-list';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { outlineDropAtEnd, outlineDropOnRow, type OutlineDrop } from '../outline/outline-drop';
import { placeSource, type DragItem, type DropZone } from './drag-data';
import { DragStateContext, IDLE_DRAG, type DragState } from './drag-state';
import { workspaceDragAccessibility } from './workspace-drag-accessibility';

/** Turns a pointer height on the canvas into a place on the active page (registered by the canvas). */
export type CanvasPlacer = (clientY: number) => ModulePlace;

export interface WorkspaceDndProps {
  readonly canvasPlacer: RefObject<CanvasPlacer | null>;
  readonly children: ReactNode;
}

/** The live box of an outline row (dnd-kit's measured one may predate a scroll of its column). */
function rowBox(moduleId: string): DOMRect | undefined {
  return document.querySelector(`[role="treeitem"][data-module-id="${CSS.escape(moduleId)}"]`)?.getBoundingClientRect();
}

/** Only the panels scroll while dragging near their edges; the window stays put, or every box would move. */
const AUTO_SCROLL = {
  threshold: { x: 0, y: 0.1 },
  canScroll: (element: Element) => element !== document.scrollingElement && element !== document.documentElement && element !== document.body,
};

/** Rows move when a panel scrolls during the drag: their boxes are measured again as it goes. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * One drag and drop for the workspace: blocks from the palette and modules of the outline, dropped on
 * an outline row (before, after or inside it), below the outline, or on the phone canvas. The landing
 * place is worked out from the pointer on every move, shown by the outline's indicator line, checked
 * with `canPlace`, and a refusal is explained when the item is released there.
 */
export function WorkspaceDnd({ canvasPlacer, children }: WorkspaceDndProps) {
  const { message } = App.useApp();
  const documentMessages = useMessages(DOCUMENT_MESSAGES);
  const workspaceMessages = useMessages(WORKSPACE_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  // Read when a drag needs it, not subscribed: a keystroke elsewhere must not re-render the drag context.
  const store = useStore();
  const { pageId } = useAtomValue(selectionAtom);
  const insert = useSetAtom(insertModuleAtom);
  const move = useSetAtom(moveModuleAtom);
  const [state, setState] = useState<DragState>(IDLE_DRAG);
  // The pointer's height in the window, tracked directly: dnd-kit's delta also counts panel scrolling.
  const pointer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.item) return undefined;
    const track = (event: PointerEvent) => {
      pointer.current = event.clientY;
    };
    window.addEventListener('pointermove', track, true);
    return () => window.removeEventListener('pointermove', track, true);
  }, [state.item]);
  // A small distance first, so a click on a row or a block still selects it.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const dropFor = (item: DragItem, event: DragMoveEvent): { drop: OutlineDrop | undefined; overCanvas: boolean } => {
    const template = store.get(templateAtom);
    const zone = event.over?.data.current as DropZone | undefined;
    const y = pointer.current;
    const source = placeSource(item);
    if (!zone || y === undefined) return { drop: undefined, overCanvas: false };
    if (zone.kind === 'row') {
      const box = rowBox(zone.row.module.id) ?? event.over?.rect;
      const fraction = box && box.height > 0 ? (y - box.top) / box.height : 0;
      return { drop: outlineDropOnRow(template, pageId, zone.row, fraction, source), overCanvas: false };
    }
    if (zone.kind === 'end') return { drop: outlineDropAtEnd(template, pageId, source), overCanvas: false };
    const place = canvasPlacer.current?.(y);
    if (!place) return { drop: undefined, overCanvas: true };
    // The line shows in the outline too: before the module the block will precede, or at the end.
    const next = moduleList(template.pageList.find((page) => page.id === place.pageId)?.moduleList)[place.index];
    const indicator = { rowId: next?.id ?? null, edge: 'before' as const, depth: 0, into: false };
    return { drop: { place, indicator, check: canPlace(template, source, place) }, overCanvas: true };
  };

  const onDragStart = (event: DragStartEvent) => {
    const item = event.active.data.current as DragItem | undefined;
    const start = event.activatorEvent;
    pointer.current = 'clientY' in start && typeof start.clientY === 'number' ? start.clientY : undefined;
    setState({ item, drop: undefined, overCanvas: false });
  };
  const onDragMove = (event: DragMoveEvent) => {
    const { item } = state;
    if (item) setState({ item, ...dropFor(item, event) });
  };
  const onDragEnd = (event: DragMoveEvent) => {
    const { item } = state;
    const { drop } = item ? dropFor(item, event) : { drop: undefined };
    setState(IDLE_DRAG);
    if (!item || !drop) return;
    const check = item.kind === 'block' ? insert({ component: item.component, place: drop.place }) : move({ moduleId: item.moduleId, place: drop.place });
    if (!check.ok) void message.warning(describeRefusal(check.refusal, documentMessages, locale));
  };

  const nameOf = useCallback(
    (item: DragItem) =>
      item.kind === 'block' ? blockTitle(item.component, locale) : (findModule(store.get(templateAtom), item.moduleId)?.module.label ?? item.moduleId),
    [locale, store],
  );
  // The live region of the announcements at the end of the document, not inside a panel.
  const accessibility = useMemo(() => ({ ...workspaceDragAccessibility(nameOf, workspaceMessages), container: document.body }), [nameOf, workspaceMessages]);
  const dragged = state.item;
  const overlayText = dragged ? nameOf(dragged) : '';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      autoScroll={AUTO_SCROLL}
      measuring={MEASURING}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState(IDLE_DRAG)}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <Tag color={state.drop && !state.drop.check.ok ? 'error' : 'processing'} style={{ cursor: 'grabbing', boxShadow: '0 4px 12px rgba(0,0,0,.15)' }}>
            {overlayText}
          </Tag>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
