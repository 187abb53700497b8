import { useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { WalkPageReport, WalkPageRequest } from '../../../schema/preview/preview-walk';
import { walkRequestAtom } from './walk-request-atom';

/** How long a step may wait for its page to appear before the preview says it cannot show it. */
const UNSHOWN_AFTER_MS = 30_000;

/** The page order the address shows. */
function addressPageOrder(): number {
  const order = Number(new URLSearchParams(window.location.search).get('page') ?? 1);
  return Number.isInteger(order) && order > 0 ? order : 1;
}

/**
 * Takes a walk step from the editor for the page on screen (see WalkResponder). A step no page has
 * taken after a while (the template cannot show the page, or shows nothing at all) is answered as not
 * reached, so the editor learns it now rather than at its own time limit.
 */
export function useWalkStepIntake(report: (report: WalkPageReport) => void): (request: WalkPageRequest) => void {
  const store = useStore();
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback(
    (request: WalkPageRequest) => {
      store.set(walkRequestAtom, { request, taken: false });
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        const state = store.get(walkRequestAtom);
        if (state?.request !== request || state.taken) return;
        report({ walkId: request.walkId, step: request.step, reached: false, standIns: [], checkPassed: false, refusals: [], pressed: false, pageOrderAfter: addressPageOrder(), screenshot: null });
      }, UNSHOWN_AFTER_MS);
      timers.current.add(timer);
    },
    [store, report],
  );
}
