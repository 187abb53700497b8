import { describe, it, expect } from 'vitest';
import { shouldLoadOrder } from './should-load-order';

describe('shouldLoadOrder', () => {
  it('skips the order load in preview, simulate and template modes, leaving the flag alone', () => {
    for (const mode of ['preview', 'simulate', 'template'] as const) {
      expect(shouldLoadOrder({ mode, disableOnce: true })).toEqual({ load: false, clearDisableOnce: false, reason: 'notLive' });
    }
  });

  it('uses up the disable-once flag: clears it and skips this load', () => {
    expect(shouldLoadOrder({ mode: 'live', disableOnce: true })).toEqual({ load: false, clearDisableOnce: true, reason: 'disabledOnce' });
  });

  it('loads the order in live mode, unless the address carries no order', () => {
    expect(shouldLoadOrder({ mode: 'live', disableOnce: false })).toEqual({ load: true, clearDisableOnce: false, reason: 'load' });
    expect(shouldLoadOrder({ mode: 'live', disableOnce: false, hasOrderReference: false }).load).toBe(false);
  });

  it('leaves the order alone when the tab holds its own, newer data for it', () => {
    expect(shouldLoadOrder({ mode: 'live', disableOnce: false, hasOrderReference: true, sessionHoldsOrder: true })).toEqual({ load: false, clearDisableOnce: false, reason: 'sessionNewer' });
    expect(shouldLoadOrder({ mode: 'live', disableOnce: false, hasOrderReference: true, sessionHoldsOrder: false }).load).toBe(true);
  });
});
