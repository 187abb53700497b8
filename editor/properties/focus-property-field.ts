/** Quotes a pointer for an attribute selector (pointers may hold quotes or backslashes in attr names). */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * Scrolls the panel to the field a problem points at and focuses its first input; when that field is
 * not rendered (an item that no longer exists), the nearest enclosing field is used instead. For the
 * problems panel: a click on a problem selects the module, then calls this. Returns whether a field was found.
 */
export function focusPropertyField(root: ParentNode, pointer: string): boolean {
  for (let current = pointer; current !== ''; current = current.slice(0, current.lastIndexOf('/'))) {
    const frame = root.querySelector<HTMLElement>(`[data-property-path=${quoted(current)}]`);
    if (frame === null) continue;
    frame.scrollIntoView({ block: 'center' });
    frame.querySelector<HTMLElement>('input, textarea, button')?.focus();
    return true;
  }
  return false;
}
