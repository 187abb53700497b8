import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smoothScrollTo, smoothScrollToElement, type ScrollWindow } from './smooth-scroll';

/** A window whose scroll position the test reads, on the fake clock. */
function fakeWindow(scrollY = 0, reducedMotion = false) {
  const positions: { at: number; top: number }[] = [];
  const start = Date.now();
  const win = {
    scrollY,
    innerHeight: 600,
    scrollTo(_left: number, top: number) {
      win.scrollY = top;
      positions.push({ at: Date.now() - start, top });
    },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id: number | undefined) => clearInterval(id),
    matchMedia: () => ({ matches: reducedMotion }),
  } satisfies ScrollWindow & { innerHeight: number };
  return { win, positions };
}

describe('smooth scrolling (spec section 9: about 300 ms at most, steps of 80 every 20 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves 80 px every 20 ms, the last step shorter, and nothing before the first tick', () => {
    const { win, positions } = fakeWindow(100);
    smoothScrollTo(300, win);
    vi.advanceTimersByTime(19);
    expect(positions).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(positions).toEqual([
      { at: 20, top: 180 },
      { at: 40, top: 260 },
      { at: 60, top: 300 },
    ]);
  });

  it('ends a long scroll within 300 ms by taking larger equal steps', () => {
    const { win, positions } = fakeWindow(0);
    smoothScrollTo(3000, win);
    vi.advanceTimersByTime(280);
    expect(win.scrollY).toBeLessThan(3000);
    vi.advanceTimersByTime(20);
    expect(win.scrollY).toBe(3000);
    expect(positions).toHaveLength(15);
    expect(positions.map((p) => p.at)).toEqual(Array.from({ length: 15 }, (_, i) => (i + 1) * 20));
    expect(positions[0]!.top).toBe(200);
    vi.advanceTimersByTime(1000);
    expect(positions).toHaveLength(15);
  });

  it('scrolls up the same way', () => {
    const { win, positions } = fakeWindow(500);
    smoothScrollTo(350, win);
    vi.advanceTimersByTime(100);
    expect(positions.map((p) => p.top)).toEqual([420, 350]);
  });

  it('jumps at once for a buyer who asked for reduced motion', () => {
    const { win, positions } = fakeWindow(0, true);
    smoothScrollTo(900, win);
    expect(positions).toEqual([{ at: 0, top: 900 }]);
  });

  it('lets a new scroll replace one under way', () => {
    const { win, positions } = fakeWindow(0);
    smoothScrollTo(1000, win);
    vi.advanceTimersByTime(40);
    smoothScrollTo(0, win);
    vi.advanceTimersByTime(300);
    expect(positions.map((p) => p.top)).toEqual([80, 160, 80, 0]);
  });

  it('brings an element under sticky tabs or to the middle of the screen', () => {
    const element = { getBoundingClientRect: () => ({ top: 300, height: 100 }) } as Element;
    const start = fakeWindow(1000);
    smoothScrollToElement(element, 'start', 42, start.win);
    vi.advanceTimersByTime(300);
    expect(start.win.scrollY).toBe(1258);
    const center = fakeWindow(1000);
    smoothScrollToElement(element, 'center', 0, center.win);
    vi.advanceTimersByTime(300);
    expect(center.win.scrollY).toBe(1050);
  });
});
