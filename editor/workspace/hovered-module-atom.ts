import { atom } from 'jotai';

/** The module the pointer is over in the outline, outlined in the canvas too so the operator sees which it is. */
export const hoveredModuleAtom = atom<string | null>(null);
