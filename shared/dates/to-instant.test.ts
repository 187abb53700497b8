import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { toInstant } from './to-instant';

const originalZone = process.env.TZ;

describe('toInstant', () => {
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('takes timestamps as given', () => {
    expect(toInstant(1795282200000)).toBe(1795282200000);
    expect(toInstant('1795282200000')).toBe(1795282200000);
    expect(toInstant(new Date(1795282200000))).toBe(1795282200000);
  });

  it('reads zoneless text as Shanghai wall time', () => {
    expect(toInstant('2026-11-22 01:30')).toBe(Date.parse('2026-11-21T17:30:00Z'));
    expect(toInstant('2026/11/22 01:30:00.5')).toBe(Date.parse('2026-11-21T17:30:00.500Z'));
    expect(toInstant('2026-11-22T01:30:00')).toBe(Date.parse('2026-11-21T17:30:00Z'));
    expect(toInstant('2026-11-22')).toBe(Date.parse('2026-11-21T16:00:00Z'));
  });

  it('honours an explicit zone', () => {
    expect(toInstant('2026-11-21T17:30:00Z')).toBe(1795282200000);
    expect(toInstant('2026-11-22T01:30:00+08:00')).toBe(1795282200000);
    expect(toInstant('2026-11-22T01:30:00+0800')).toBe(1795282200000);
  });

  it('rejects what is not a date', () => {
    for (const value of ['', 'tomorrow', '2025-02-29', '2025-04-31', '2026-01-01 24:00', '2026-01-01 10:60', '20260101']) {
      expect(toInstant(value)).toBeUndefined();
    }
    expect(toInstant(Number.NaN)).toBeUndefined();
    expect(toInstant(1e20)).toBeUndefined();
    expect(toInstant(new Date('garbage'))).toBeUndefined();
    expect(toInstant(null)).toBeUndefined();
  });
});
