import type { WalkPageReport, WalkPageRequest } from '../../../schema/preview/preview-walk';
import { capturePage } from './capture-page';
import { fillWalkPage, type WalkFillContext } from './fill-walk-page';
import { readRefusals } from './read-refusals';
import { waitForQuiet } from './wait-for-quiet';

/** What a step needs besides filling: the page's own check and where the app now is. */
export interface WalkStepContext extends WalkFillContext {
  /** The check every forward button runs (usePageCheck). */
  readonly checkPage: () => Promise<boolean>;
  /** The page order the address now shows. */
  readonly currentPageOrder: () => number;
  /** Whether the page's modules have all appeared (the page builds a module at a time). */
  readonly pageBuilt: () => boolean;
}

/** Settling: quiet this long, waiting at most this long (blocks load lazily, premiums arrive). */
const SETTLE = { quietMs: 400, maxMs: 8000 };
/**
 * After pressing: the page moves at once, or after its check, its calls and any confirmation; give up
 * after this long. Generous: a busy laptop or a slow trial call must not read as a dead end.
 */
const PRESS_WAIT_MS = 20_000;
/** A press that moves nothing has visibly done all it will once the page is quiet this long (a toast, errors). */
const PRESS_QUIET_MS = 700;
/** ...and this long has passed since the press with no call left on the network. */
const PRESS_SETTLED_MS = 1500;

/** The forward control: the module's buttons, the `buttonIndex`th of them. */
function forwardButton(request: WalkPageRequest): HTMLElement | undefined {
  if (!request.forward) return undefined;
  const box = document.querySelector(`[data-module-id="${CSS.escape(request.forward.moduleId)}"]`);
  const buttons = box ? [...box.querySelectorAll<HTMLElement>('button')] : [];
  // The toolbar has one button; bottom buttons one per button of the template, in order.
  return buttons.length === 1 ? buttons[0] : buttons[request.forward.buttonIndex];
}

/** Waits, after a press, until the page has moved or has visibly done all the press will do. */
export async function waitForMove(from: number, context: Pick<WalkStepContext, 'api' | 'currentPageOrder'>): Promise<void> {
  const started = performance.now();
  await waitForQuiet({
    quietMs: PRESS_QUIET_MS,
    maxMs: PRESS_WAIT_MS,
    ready: () => context.currentPageOrder() !== from || (performance.now() - started > PRESS_SETTLED_MS && context.api.callsInFlight() === 0),
  });
}

/**
 * One step of the flow walk on the page the preview shows: waits for the page to be built and quiet,
 * fills it as the persona would, runs the page's own check, takes the page's picture (with whatever
 * the check marked), and when the check passes presses the way forward the editor named and waits
 * to see where it leads.
 */
export async function runWalkStep(request: WalkPageRequest, context: WalkStepContext): Promise<WalkPageReport> {
  await waitForQuiet({ ...SETTLE, ready: context.pageBuilt });
  const standIns = await fillWalkPage(context);
  await waitForQuiet(SETTLE);
  const checkPassed = request.forward ? await context.checkPage() : true;
  const refusals = checkPassed ? [] : readRefusals();
  if (!checkPassed) await waitForQuiet({ quietMs: 200, maxMs: 1500 });
  const screenshot = await capturePage();
  const from = context.currentPageOrder();
  const button = checkPassed ? forwardButton(request) : undefined;
  if (button) {
    button.click();
    await waitForMove(from, context);
  }
  return {
    walkId: request.walkId,
    step: request.step,
    reached: true,
    standIns,
    checkPassed,
    refusals,
    pressed: button !== undefined,
    pageOrderAfter: context.currentPageOrder(),
    screenshot,
  };
}
