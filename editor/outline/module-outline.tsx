import { Empty, Typography } from 'antd';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Heading } from '../app/heading';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { selectionAfterRemove } from '../document/selection-after-remove';
import { selectionAtom } from '../document/selection-atom';
import { findModule } from '../document/tree/find-module';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { useDragState } from '../workspace/drag-state';
import { hoveredModuleAtom } from '../workspace/hovered-module-atom';
import { OutlineEndZone } from './outline-end-zone';
import { OutlineRow } from './outline-row';
import { outlineRows } from './outline-rows';

/**
 * The outline of the selected page: every module under its parent. Rows are dragged to reorder and
 * nest (the drop line shows where), selected by a click or ↑ / ↓, renamed, shown or hidden, deleted.
 */
export function ModuleOutline() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const template = useAtomValue(templateAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const [selection, setSelection] = useAtom(selectionAtom);
  const { item, drop } = useDragState();
  const page = template.pageList.find((candidate) => candidate.id === selection.pageId);
  const rows = useMemo(() => outlineRows(page), [page]);
  const tree = useRef<HTMLDivElement>(null);
  const setHovered = useSetAtom(hoveredModuleAtom);

  // The module selected on the canvas comes into view in the outline.
  useEffect(() => {
    if (selection.moduleId === null) return;
    tree.current?.querySelector(`[data-module-id="${CSS.escape(selection.moduleId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selection.moduleId]);

  const store = useStore();
  const pageId = selection.pageId;
  // Stable callbacks, so rows whose module did not change skip rendering (see `OutlineRow`).
  const select = useCallback((moduleId: string) => setSelection({ pageId, moduleId }), [setSelection, pageId]);
  const rename = useCallback((moduleId: string, label: string) => dispatch({ type: 'setModuleLabel', moduleId, label }), [dispatch]);
  const toggleShown = useCallback((moduleId: string, isDefault: boolean) => dispatch({ type: 'setModuleDefault', moduleId, isDefault }), [dispatch]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if ((event.target as HTMLElement).closest('input')) return;
    event.preventDefault();
    const at = rows.findIndex((row) => row.module.id === selection.moduleId);
    const next = rows[event.key === 'ArrowUp' ? Math.max(0, at - 1) : Math.min(rows.length - 1, at + 1)];
    if (next) select(next.module.id);
  };
  const remove = useCallback(
    (moduleId: string) => {
      // Removing the selected module, or one holding it, moves the selection to a neighbour.
      const current = store.get(templateAtom);
      const selectedId = store.get(selectionAtom).moduleId;
      const selected = selectedId === null ? undefined : findModule(current, selectedId);
      const holdsSelection = selected !== undefined && (selected.module.id === moduleId || selected.ancestors.some((ancestor) => ancestor.id === moduleId));
      const next = holdsSelection ? selectionAfterRemove(current, moduleId) : undefined;
      dispatch({ type: 'removeModule', moduleId });
      if (next) setSelection(next);
    },
    [store, dispatch, setSelection],
  );

  return (
    <section aria-label={messages.outline}>
      <Heading level={2} look={5} style={{ marginBottom: 8 }}>{messages.outline}</Heading>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{messages.outlineKeyboardHint}</Typography.Paragraph>
      <div
        ref={tree}
        role="tree"
        aria-label={messages.outline}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onMouseOver={(event) => setHovered((event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')?.dataset.moduleId ?? null)}
        onMouseLeave={() => setHovered(null)}
      >
        {rows.length === 0 && !item ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.outlineEmpty} /> : null}
        {rows.map((row) => (
          <OutlineRow
            key={row.module.id}
            row={row}
            selected={row.module.id === selection.moduleId}
            drop={drop?.indicator.rowId === row.module.id ? drop : undefined}
            onSelect={select}
            onRename={rename}
            onToggleShown={toggleShown}
            onDelete={remove}
          />
        ))}
        <OutlineEndZone text={messages.outlineDropEnd} dragging={item !== undefined} drop={drop && drop.indicator.rowId === null ? drop : undefined} />
      </div>
    </section>
  );
}
