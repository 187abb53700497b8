import type { CDPSession, Page } from '@playwright/test';

// One devtools session per page, kept for the page's life: opening one per gesture races its closing.
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** A finger moving along `points` (page coordinates), sent as real touch events at a steady pace. */
export async function touchPath(page: Page, points: readonly { x: number; y: number }[]): Promise<void> {
  const [first, ...rest] = points;
  if (!first) return;
  const session = await sessionOf(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...first, id: 1 }] });
  for (const point of rest) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 1 }] });
    // A steady finger: a fast flick would carry a wheel on by its momentum.
    await page.waitForTimeout(20);
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A vertical finger swipe of `dy` pixels (negative: up) starting at (x, y). */
export async function swipe(page: Page, x: number, y: number, dy: number): Promise<void> {
  await touchPath(page, Array.from({ length: 9 }, (_, step) => ({ x, y: y + (dy * step) / 8 })));
}
