import { atom } from 'jotai';

/** What the open code view offers whoever would leave it. */
export interface CodeTextHold {
  /** Sends what is typed to the document at once; false when the text is not a template (its syntax error then shows). */
  readonly commit: () => boolean;
  /** Drops the text that does not parse and puts back the document's template, the last text that did. */
  readonly discard: () => void;
}

/**
 * The open code view's hold on its text, null while the view is closed: leaving the view asks it first,
 * so text that does not parse is never dropped on the way out (see `workspaceViewAtom`).
 */
export const codeTextHoldAtom = atom<CodeTextHold | null>(null);
