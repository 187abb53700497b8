import { createContext, useContext } from 'react';
import type { Problem } from '../../schema/validate/problem';
import type { FieldPath } from './json-pointer';

/**
 * How an edit should land in the undo history: `typing` edits of one field merge into one step,
 * a `discrete` edit (a toggle, a choice, adding or moving an item) is a step of its own.
 */
export type EditKind = 'typing' | 'discrete';

/** What every field of the panel reads: the module's problems and the way to change an attr. */
export interface PropertyEditor {
  readonly problems: readonly Problem[];
  /** Sets the value at a path from the module's root (`['attrs', 'items', 2, 'label']`). */
  readonly change: (path: FieldPath, value: unknown, edit: EditKind) => void;
}

export const PropertyEditorContext = createContext<PropertyEditor | null>(null);

/** The panel's editor; fields exist only inside a `PropertyPanel`. */
export function usePropertyEditor(): PropertyEditor {
  const editor = useContext(PropertyEditorContext);
  if (editor === null) throw new Error('A property field was rendered outside PropertyPanel');
  return editor;
}
