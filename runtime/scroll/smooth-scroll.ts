import { SMOOTH_SCROLL_MAX_MS, SMOOTH_SCROLL_STEP_INTERVAL_MS, SMOOTH_SCROLL_STEP_PX } from '../../shared/constants';

/** The window as a smooth scroll needs it; tests pass their own. */
export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(left: number, top: number): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number | undefined): void;
  matchMedia?(query: string): { readonly matches: boolean };
}

/**
 * The scroll positions of a smooth scroll from `from` to `to`, one per tick of
 * SMOOTH_SCROLL_STEP_INTERVAL_MS (spec section 9: "about 300 ms maximum, steps of 80 every 20 ms").
 * We read "steps of 80" as 80 px a tick: a short distance moves 80 px every 20 ms, the last step
 * shorter. A distance that would take more than SMOOTH_SCROLL_MAX_MS at that pace (over 1200 px)
 * is cut into the 15 equal steps that fit in it, so no scroll lasts longer than 300 ms.
 */
export function smoothScrollSteps(from: number, to: number): number[] {
  const distance = to - from;
  if (distance === 0) return [];
  const maxSteps = Math.floor(SMOOTH_SCROLL_MAX_MS / SMOOTH_SCROLL_STEP_INTERVAL_MS);
  const step = Math.max(SMOOTH_SCROLL_STEP_PX, Math.abs(distance) / maxSteps);
  const count = Math.ceil(Math.abs(distance) / step);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? to : Math.round(from + Math.sign(distance) * step * (index + 1))));
}

let running: { win: ScrollWindow; id: number } | undefined;

function stopRunning(): void {
  if (running) running.win.clearInterval(running.id);
  running = undefined;
}

/**
 * Scrolls the window to `top` in the steps of `smoothScrollSteps`, or at once for a buyer who asked
 * for reduced motion. A new scroll replaces one still under way, so two taps never fight.
 */
export function smoothScrollTo(top: number, win: ScrollWindow = window): void {
  stopRunning();
  const target = Math.max(0, Math.round(top));
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    win.scrollTo(0, target);
    return;
  }
  const steps = smoothScrollSteps(win.scrollY, target);
  if (steps.length === 0) return;
  let next = 0;
  const id = win.setInterval(() => {
    // A window closed under a running scroll (a test's document torn down) ends it quietly.
    if (typeof win.scrollTo !== 'function') {
      stopRunning();
      return;
    }
    win.scrollTo(0, steps[next]!);
    next += 1;
    if (next >= steps.length) stopRunning();
  }, SMOOTH_SCROLL_STEP_INTERVAL_MS);
  running = { win, id };
}

/**
 * Scrolls `element` smoothly to the top of the viewport (less `offsetPx`, e.g. under sticky tabs)
 * or to its middle.
 */
export function smoothScrollToElement(element: Element, block: 'start' | 'center', offsetPx = 0, win: ScrollWindow & { readonly innerHeight: number } = window): void {
  const rect = element.getBoundingClientRect();
  const top = block === 'start' ? rect.top + win.scrollY - offsetPx : rect.top + win.scrollY - (win.innerHeight - rect.height) / 2;
  smoothScrollTo(top, win);
}
