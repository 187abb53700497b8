import { focusPropertyField } from '../properties/focus-property-field';

/** How many frames to wait for the property panel to show the newly selected module's fields. */
const MAX_FRAMES = 10;

/**
 * Focuses a property field once it is on screen: a click on a problem changes the selection first, and
 * the panel renders the module's fields a frame or more later.
 */
export function focusFieldWhenRendered(pointer: string, frames = MAX_FRAMES): void {
  if (pointer === '' || focusPropertyField(document, pointer) || frames <= 0) return;
  requestAnimationFrame(() => focusFieldWhenRendered(pointer, frames - 1));
}
