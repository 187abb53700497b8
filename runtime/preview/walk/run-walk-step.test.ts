// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { waitForMove } from './run-walk-step';

/** A page whose press sends one call that answers after `callMs`, then moves to page 2 (or not). */
function pressedPage(callMs: number, moves: boolean) {
  let pageOrder = 1;
  let inFlight = 1;
  setTimeout(() => {
    inFlight = 0;
    if (moves) pageOrder = 2;
  }, callMs);
  const api = { callsInFlight: () => inFlight } as unknown as ApiClient;
  return { api, currentPageOrder: () => pageOrder };
}

describe('waiting for a press to move the walk on', () => {
  it('waits for a slow call the press started: a busy machine is not a dead end', async () => {
    const page = pressedPage(2600, true);
    await waitForMove(1, page);
    expect(page.currentPageOrder()).toBe(2);
  });

  it('gives up on a press that moves nothing once its calls are back and the page is quiet', async () => {
    const page = pressedPage(100, false);
    const started = performance.now();
    await waitForMove(1, page);
    expect(page.currentPageOrder()).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
