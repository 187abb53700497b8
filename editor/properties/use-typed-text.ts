import { useCallback, useState } from 'react';
import { reconcileTypedText, typedTextFrom, typeText, type TypedText } from './typed-text';

/**
 * The text a field shows while its edits travel to the document in a transition: what was typed, at
 * once and with the caret where it is, until the stored value catches up; the stored value whenever it
 * changes for another reason (undo, the code view). Returns the text and the function to call on input.
 */
export function useTypedText(stored: string): readonly [string, (text: string) => void] {
  const [state, setState] = useState<TypedText>(() => typedTextFrom(stored));
  const reconciled = reconcileTypedText(state, stored);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (reconciled !== state) setState(reconciled);
  const type = useCallback((text: string) => setState((current) => typeText(current, text)), []);
  return [reconciled.text, type];
}
