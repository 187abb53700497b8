import { atom } from 'jotai';
import { codeTextHoldAtom } from '../code/code-text-hold';
import { refusedViewAtom } from './refused-view-atom';
import type { WorkspaceView } from './workspace-view';

const shownViewAtom = atom<WorkspaceView>('design');

/**
 * Which view the workspace shows. An atom rather than the workspace's own state, so what leads to a
 * place in the design (a click on a problem) can switch to it from the code view. Every switch goes
 * through it, however asked for (the toolbar, a problem, the keyboard): leaving the code view first
 * sends its text to the document, and while that text does not parse the switch is refused and
 * recorded in `refusedViewAtom` instead, so the text is never dropped.
 */
export const workspaceViewAtom = atom(
  (get) => get(shownViewAtom),
  (get, set, next: WorkspaceView) => {
    const hold = get(codeTextHoldAtom);
    if (get(shownViewAtom) === 'code' && next !== 'code' && hold !== null && !hold.commit()) {
      set(refusedViewAtom, next);
      return;
    }
    set(refusedViewAtom, null);
    set(shownViewAtom, next);
  },
);

/** Back to the design view for the next template opened, whatever the code view held (the workspace is gone). */
export const resetWorkspaceViewAtom = atom(null, (_get, set) => {
  set(refusedViewAtom, null);
  set(shownViewAtom, 'design');
});
