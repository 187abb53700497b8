import { atom } from 'jotai';
import type { WorkspaceView } from './workspace-view';

/**
 * Which view the workspace shows. An atom rather than the workspace's own state, so what leads to a
 * place in the design (a click on a problem) can switch to it from the code view.
 */
export const workspaceViewAtom = atom<WorkspaceView>('design');
