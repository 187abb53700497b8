/** What a workspace shortcut does. */
export type ShortcutCommand = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'delete' | 'moveUp' | 'moveDown';

/** The parts of a keyboard event the shortcuts look at. */
export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/**
 * The command of a key press, or undefined. Ctrl (Cmd on a Mac) with Z undoes, with Shift+Z or Y
 * redoes, C / V / D copy, paste and duplicate; Delete or Backspace deletes; Alt+↑ / Alt+↓ move the
 * selected module among its siblings (plain arrows move the selection in the outline instead).
 */
export function shortcutCommand(event: ShortcutKey): ShortcutCommand | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !event.shiftKey) return 'redo';
    if (event.shiftKey) return undefined;
    if (key === 'c') return 'copy';
    if (key === 'v') return 'paste';
    if (key === 'd') return 'duplicate';
    return undefined;
  }
  if (mod || event.shiftKey) return undefined;
  if (event.altKey) {
    if (event.key === 'ArrowUp') return 'moveUp';
    if (event.key === 'ArrowDown') return 'moveDown';
    return undefined;
  }
  if (event.key === 'Delete' || event.key === 'Backspace') return 'delete';
  return undefined;
}
