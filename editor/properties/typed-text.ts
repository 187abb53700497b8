/**
 * A text field's own copy of what the operator typed, beside the stored value it was last rendered
 * with. Keystrokes reach the document in a transition, so for a few milliseconds the stored value
 * lags behind the field; `pending` lists the texts typed and not yet seen stored, in order.
 */
export interface TypedText {
  readonly text: string;
  readonly stored: string;
  readonly pending: readonly string[];
}

/** A field showing what is stored, nothing typed on its way. */
export function typedTextFrom(stored: string): TypedText {
  return { text: stored, stored, pending: [] };
}

/** The operator typed `text`: show it at once; it is on its way to the document. */
export function typeText(state: TypedText, text: string): TypedText {
  return { ...state, text, pending: [...state.pending, text] };
}

/**
 * The field rendered with `stored`. When it is what the field shows, everything typed has arrived.
 * When it is one of the field's own keystrokes still on its way, the field keeps what was typed since.
 * Anything else came from elsewhere (undo, the code view, another module selected) and replaces the
 * text. Returns the same object when nothing changes, so a render can compare identities.
 */
export function reconcileTypedText(state: TypedText, stored: string): TypedText {
  if (stored === state.text) return stored === state.stored && state.pending.length === 0 ? state : typedTextFrom(stored);
  if (stored === state.stored) return state;
  const ours = state.pending.indexOf(stored);
  if (ours >= 0) return { text: state.text, stored, pending: state.pending.slice(ours + 1) };
  return typedTextFrom(stored);
}
