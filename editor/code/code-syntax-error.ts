import { atom } from 'jotai';

/**
 * Why the code view's text is not a template: JSON that does not parse (with where, when the browser
 * says), or JSON that is not an object.
 */
export type CodeSyntaxError =
  | { readonly kind: 'syntax'; readonly line?: number; readonly column?: number }
  | { readonly kind: 'notAnObject' };

/**
 * The code view's syntax error while it holds text that is not a template, else null. The problems
 * panel lists it beside the validator's problems; the document keeps the last template that parsed.
 */
export const codeSyntaxErrorAtom = atom<CodeSyntaxError | null>(null);
