import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time';
import { formatTimestampCn } from './format-timestamp-cn';

const originalZone = process.env.TZ;

describe.each(['America/New_York', 'UTC'])('on a machine in %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('shows timestamps in Shanghai time', () => {
    const instant = Date.parse('2026-11-21T17:30:00Z');
    expect(formatDateTime(instant)).toBe('2026-11-22 01:30');
    expect(formatDateTime(String(instant))).toBe('2026-11-22 01:30');
    expect(formatDateTime(new Date(instant))).toBe('2026-11-22 01:30');
    expect(formatDate(instant)).toBe('2026-11-22');
    expect(formatTimestampCn(instant)).toBe('2026年11月22日 01时30分00秒');
  });

  it('uses the 24-hour clock', () => {
    const afternoon = Date.parse('2026-07-01T07:05:09Z');
    expect(formatDateTime(afternoon)).toBe('2026-07-01 15:05');
    expect(formatTimestampCn(afternoon)).toBe('2026年07月01日 15时05分09秒');
  });

  it('reads zoneless date text as Shanghai wall time', () => {
    expect(formatDateTime('2026-03-08 02:30')).toBe('2026-03-08 02:30');
    expect(formatTimestampCn('2026-03-08 02:30:15')).toBe('2026年03月08日 02时30分15秒');
    expect(formatDateTime('2026-11-22')).toBe('2026-11-22 00:00');
  });

  it('converts text with a zone', () => {
    expect(formatDateTime('2026-11-21T17:30:00Z')).toBe('2026-11-22 01:30');
    expect(formatDateTime('2026-11-21T12:30:00-05:00')).toBe('2026-11-22 01:30');
  });
});

describe('invalid dates', () => {
  it('show as empty text', () => {
    for (const value of [undefined, null, '', 'abc', '2025-02-30', '2025-13-01 10:00', Number.NaN]) {
      expect(formatDateTime(value)).toBe('');
      expect(formatTimestampCn(value)).toBe('');
      expect(formatDate(value)).toBe('');
    }
  });
});
