import { atom } from 'jotai';
import { sessionAtom } from '../../state/session-atom';
import type { KeptMasks } from './kept-masks';

/** Where the template page's order load stands, for the order the address names (its key). */
export interface OrderLoadProgress {
  readonly key: string;
  readonly status: 'loading' | 'done';
}

/**
 * Decided once per app and order: outside React's effects, so a remounted page (or React's strict
 * double effects) neither asks again nor uses up the disable-once flag twice.
 */
export const orderLoadProgressAtom = atom<OrderLoadProgress | undefined>(undefined);

/**
 * The form fields the loaded order could not fill because the reply masked them (`certiNo`, `phone`,
 * ...): the page asks the buyer to give them again until the note is closed. Kept for the session, so
 * a reload still says why those rows are empty.
 */
export const refillMaskedFieldsAtom = sessionAtom<readonly string[]>('ORDER_REFILL_MASKED', []);

/** The loaded order's masked values, sent back by the draft save, nextStep and the submission (see withKeptMasks). */
export const refillKeptMasksAtom = sessionAtom<KeptMasks | null>('ORDER_REFILL_KEPT', null);
