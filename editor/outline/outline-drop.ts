import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { TemplateConfig } from '../../schema/template/template-config';
import { canPlace } from '../document/can-place';
import type { DocumentCheck } from '../document/document-refusal';
import type { ModulePlace } from '../document/module-place';
import type { PlaceSource } from '../document/place-source';
import { moduleList } from '../document/tree/module-list';
import type { OutlineRow } from './outline-rows';

/** Where the drop indicator line is drawn: before or after a row, or as a row's child. */
export interface DropIndicator {
  /** The row the line is drawn at; null at the end of the page. */
  readonly rowId: string | null;
  readonly edge: 'before' | 'after';
  /** Indentation of the line (the depth the dropped module gets). */
  readonly depth: number;
  /** The row becomes the dropped module's parent (highlighted as well). */
  readonly into: boolean;
}

/** A possible drop: the place, the line to draw, and whether the document accepts it there. */
export interface OutlineDrop {
  readonly place: ModulePlace;
  readonly indicator: DropIndicator;
  readonly check: DocumentCheck;
}

function acceptsChildren(component: string): boolean {
  const block = BLOCK_CATALOGUE.get(component);
  return block !== undefined && block.children !== 'none';
}

/**
 * The drop for a pointer over `row` at `fraction` of its height (0 top, 1 bottom). A row that takes
 * children has three zones: the top quarter drops before it, the middle inside it (last child), the
 * bottom quarter after it, or, when it already shows children under it, as its first child (where
 * the line then is). A row without children has two halves: before and after.
 */
export function outlineDropOnRow(template: TemplateConfig, pageId: string, row: OutlineRow, fraction: number, source: PlaceSource): OutlineDrop {
  const container = acceptsChildren(row.module.component);
  const children = moduleList(row.module.children).length;
  const sibling = (index: number, edge: 'before' | 'after'): Omit<OutlineDrop, 'check'> => ({
    place: { pageId, parentId: row.parentId, index },
    indicator: { rowId: row.module.id, edge, depth: row.depth, into: false },
  });
  const child = (index: number): Omit<OutlineDrop, 'check'> => ({
    place: { pageId, parentId: row.module.id, index },
    indicator: { rowId: row.module.id, edge: 'after', depth: row.depth + 1, into: true },
  });
  let drop: Omit<OutlineDrop, 'check'>;
  if (!container) drop = fraction < 0.5 ? sibling(row.index, 'before') : sibling(row.index + 1, 'after');
  else if (fraction < 0.25) drop = sibling(row.index, 'before');
  else if (fraction <= 0.75) drop = child(children);
  else drop = children > 0 ? child(0) : sibling(row.index + 1, 'after');
  return { ...drop, check: canPlace(template, source, drop.place) };
}

/** The drop below the last row: the end of the page's top level. */
export function outlineDropAtEnd(template: TemplateConfig, pageId: string, source: PlaceSource): OutlineDrop {
  const page = template.pageList.find((candidate) => candidate.id === pageId);
  const place = { pageId, parentId: null, index: moduleList(page?.moduleList).length };
  return { place, indicator: { rowId: null, edge: 'after', depth: 0, into: false }, check: canPlace(template, source, place) };
}
