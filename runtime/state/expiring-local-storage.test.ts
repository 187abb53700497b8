// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readExpiring, writeExpiring } from './expiring-local-storage';

const HOUR = 60 * 60 * 1000;

describe('local storage values with an expiry time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00+08:00'));
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a value back until it expires, then reads it as absent and removes it', () => {
    expect(writeExpiring('K', { planId: 'P2' }, HOUR)).toBe(true);
    vi.advanceTimersByTime(HOUR - 1);
    expect(readExpiring('K')).toEqual({ planId: 'P2' });
    vi.advanceTimersByTime(1);
    expect(readExpiring('K')).toBeUndefined();
    expect(localStorage.getItem('K')).toBeNull();
  });

  it('reads a damaged value, or one another writer left without an expiry, as absent and removes it', () => {
    for (const text of ['{not json', JSON.stringify({ planId: 'P2' }), JSON.stringify({ value: 1, expiresAt: 'tomorrow' }), 'null']) {
      localStorage.setItem('K', text);
      expect(readExpiring('K')).toBeUndefined();
      expect(localStorage.getItem('K')).toBeNull();
    }
    expect(readExpiring('never-written')).toBeUndefined();
  });

  it('never throws where storage is full, refused or missing', () => {
    const refusing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(writeExpiring('K', 1, HOUR, Date.now(), refusing)).toBe(false);
    expect(readExpiring('K', Date.now(), refusing)).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    expect(writeExpiring('K', 1, HOUR)).toBe(false);
    expect(readExpiring('K')).toBeUndefined();
  });
});
