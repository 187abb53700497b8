import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { selectionAtom } from '../document/selection-atom';
import { workspaceViewAtom } from '../workspace/workspace-view-atom';
import { focusFieldWhenRendered } from './focus-field-when-rendered';
import type { ProblemTarget } from './problem-target';

/**
 * Leads to a problem's place: the design view, the problem's page and module selected (none for a
 * template setting, which shows the template's settings), and its property field focused.
 */
export function useOpenProblem(): (target: ProblemTarget) => void {
  const select = useSetAtom(selectionAtom);
  const setView = useSetAtom(workspaceViewAtom);
  return useCallback(
    (target: ProblemTarget) => {
      setView('design');
      select((current) => ({ pageId: target.pageId ?? current.pageId, moduleId: target.moduleId }));
      focusFieldWhenRendered(target.fieldPointer);
    },
    [select, setView],
  );
}
