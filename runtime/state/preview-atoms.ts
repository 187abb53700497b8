import { atom } from 'jotai';

/** The insure result the editor asked the preview to show: 0 success, 1 failure (spec section 2). */
export const previewInsureResultStatusAtom = atom<0 | 1 | undefined>(undefined);
