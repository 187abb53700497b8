import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { shanghaiClock } from './shanghai-clock';

const originalZone = process.env.TZ;

describe('shanghaiClock', () => {
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('reads the fields a clock in Shanghai shows', () => {
    const clock = shanghaiClock(Date.parse('2026-03-07T18:30:00Z'));
    expect(clock?.year()).toBe(2026);
    expect(clock?.month()).toBe(2);
    expect(clock?.date()).toBe(8);
    expect(clock?.hour()).toBe(2);
    expect(clock?.minute()).toBe(30);
  });

  it('has nothing to show for a non-date', () => {
    expect(shanghaiClock('not a date')).toBeUndefined();
  });
});
