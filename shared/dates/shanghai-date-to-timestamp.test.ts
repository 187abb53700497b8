import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { formatTimestampCn } from './format-timestamp-cn';
import { LIFELONG_END_TIMESTAMP, shanghaiDateToTimestamp } from './shanghai-date-to-timestamp';

const originalZone = process.env.TZ;

describe('shanghaiDateToTimestamp', () => {
  beforeEach(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('gives the start and the last second of a day in China', () => {
    expect(shanghaiDateToTimestamp('2026-11-23')).toBe(Date.parse('2026-11-22T16:00:00Z'));
    expect(shanghaiDateToTimestamp('2026-11-23', 'end')).toBe(Date.parse('2026-11-23T15:59:59Z'));
    expect(formatTimestampCn(shanghaiDateToTimestamp('2026-11-23', 'end'))).toBe('2026年11月23日 23时59分59秒');
  });

  it('gives lifelong policies a fixed far-future end', () => {
    expect(LIFELONG_END_TIMESTAMP).toBe(Date.parse('9999-12-31T15:59:59Z'));
  });

  it('has no timestamp for a broken date', () => {
    expect(shanghaiDateToTimestamp('2026-02-30')).toBeUndefined();
  });
});
