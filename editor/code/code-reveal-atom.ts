import { atom } from 'jotai';
import type { TextLocation } from './json-error-location';

/**
 * A request to show a place of the code view's text (from a click on its syntax problem). A new object
 * each time, so asking twice for the same place reveals it twice.
 */
export const codeRevealAtom = atom<TextLocation | null>(null);
