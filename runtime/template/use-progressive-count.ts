import { startTransition, useEffect, useState } from 'react';

/** The modules a new page shows in its first frame: the banner and what follows it on a phone's screen. */
export const FIRST_MODULES = 2;

interface Progress {
  readonly key: string | undefined;
  readonly count: number;
  readonly complete: boolean;
}

/**
 * How many of a page's `total` modules to show: a new page (`key`) starts with the first few, then
 * adds one module per task once `ready`, until all are shown; from then on, all of them (modules the
 * preview adds later show at once). On a phone's slow CPU, building a long page in one go holds the
 * main thread for a fraction of a second, during which a tap goes unanswered; built a module at a
 * time, each step is short, and the top of the page is on screen before the rest is built.
 */
export function useProgressiveCount(key: string | undefined, total: number, ready: boolean): number {
  const [progress, setProgress] = useState<Progress>({ key, count: FIRST_MODULES, complete: false });
  const current = progress.key === key ? progress : { key, count: FIRST_MODULES, complete: false };
  if (current !== progress) setProgress(current);
  const complete = current.complete || current.count >= total;
  useEffect(() => {
    if (!ready || complete) return;
    const timer = window.setTimeout(() => {
      startTransition(() =>
        setProgress((state) => {
          if (state.key !== key) return state;
          const count = state.count + 1;
          return { key, count, complete: count >= total };
        }),
      );
    }, 0);
    return () => window.clearTimeout(timer);
  }, [key, ready, complete, current.count, total]);
  return complete ? total : Math.min(current.count, total);
}
