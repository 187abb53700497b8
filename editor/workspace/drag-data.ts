import type { PlaceSource } from '../document/place-source';
import type { OutlineRow } from '../outline/outline-rows';

/** What is dragged: a catalogue block from the palette or a module of the outline. */
export type DragItem = { readonly kind: 'block'; readonly component: string } | { readonly kind: 'module'; readonly moduleId: string };

/** Where it can be dropped: on an outline row, below the last row, or on the phone canvas. */
export type DropZone = { readonly kind: 'row'; readonly row: OutlineRow } | { readonly kind: 'end' } | { readonly kind: 'canvas' };

/** The document's view of a drag: a new block or a move. */
export function placeSource(item: DragItem): PlaceSource {
  return item.kind === 'block' ? { component: item.component } : { moduleId: item.moduleId };
}

export const CANVAS_DROP_ID = 'canvas-drop';
export const OUTLINE_END_DROP_ID = 'outline-end';
