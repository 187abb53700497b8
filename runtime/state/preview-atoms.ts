import { atom } from 'jotai';
import type { PreviewPersona } from '../../schema/preview/preview-persona';

/** The insure result the editor asked the preview to show: 0 success, 1 failure (spec section 2). */
export const previewInsureResultStatusAtom = atom<0 | 1 | undefined>(undefined);

/** The buyer the editor asked the preview to act as; undefined until it names one (and outside the preview). */
export const previewPersonaAtom = atom<PreviewPersona | undefined>(undefined);
