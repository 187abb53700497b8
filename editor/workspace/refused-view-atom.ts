import { atom } from 'jotai';
import type { WorkspaceView } from './workspace-view';

/**
 * The view the operator asked for while the code view held text that does not parse, null when
 * nothing was refused: the code view's leave dialog says why and offers to discard the text.
 */
export const refusedViewAtom = atom<WorkspaceView | null>(null);
