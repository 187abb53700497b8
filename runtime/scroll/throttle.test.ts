import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS } from '../../shared/constants';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then once at the end of the window for the calls inside it', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    throttled();
    vi.advanceTimersByTime(40);
    throttled();
    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at most once per 100 ms under a stream of scroll events', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    for (let t = 0; t < 1000; t += 5) {
      throttled();
      vi.advanceTimersByTime(5);
    }
    // Events from 0 to 995 ms: runs at 0, 100, ... 900, and the owed one at 1000.
    expect(fn).toHaveBeenCalledTimes(11);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 5);
    expect(fn).toHaveBeenCalledTimes(11);
  });

  it('drops the owed call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
