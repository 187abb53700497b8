import { atom } from 'jotai';

/**
 * A factor linkage is due or on its way: a factor changed and the product may still move the factors
 * linked to it (e.g. the payment period a new insurance period no longer offers). Pricing waits for it,
 * so the premium and the benefit table are never asked for a combination the product is about to
 * correct, which the server would refuse.
 */
export const linkagePendingAtom = atom(false);
