import type { EditKind } from './property-editor-context';

/**
 * The coalesce key of one edit: `attrs/title@m1` for typing into a field, so the keystrokes of one
 * field are one undo step; a discrete edit (toggle, choice, add, move) carries its sequence number so
 * it is a step of its own even right after the same kind of edit.
 */
export function editKey(field: string, moduleId: string, edit: EditKind, sequence: number): string {
  return edit === 'typing' ? `${field}@${moduleId}` : `${field}@${moduleId}#${sequence}`;
}
