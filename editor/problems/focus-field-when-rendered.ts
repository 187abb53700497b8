import { focusPropertyField } from '../properties/focus-property-field';

/** How many frames to wait for the property panel to show the field, and for focus to stay there. */
const MAX_FRAMES = 30;

/** Whether the focused element is inside a property field's frame (the field a problem points at, or an enclosing one). */
function focusInPropertyField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest('[data-property-path]') !== null;
}

/**
 * Focuses a property field once it is on screen: a click on a problem changes the selection first, and
 * the panel renders the module's fields a frame or more later. A click in a dialog (the publish check)
 * closes it in the same turn, and while it is still mounted its focus trap takes focus back: the focus
 * is tried again until it stays in the field.
 */
export function focusFieldWhenRendered(pointer: string, frames = MAX_FRAMES): void {
  if (pointer === '') return;
  if (focusPropertyField(document, pointer) && focusInPropertyField()) return;
  if (frames <= 0) return;
  requestAnimationFrame(() => focusFieldWhenRendered(pointer, frames - 1));
}
