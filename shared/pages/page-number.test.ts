import { describe, it, expect } from 'vitest';
import { parsePageNumber } from './page-number';

describe('parsePageNumber', () => {
  it('defaults a missing page number to 1', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber('')).toBe(1);
  });

  it('reads positive integers and rejects anything else', () => {
    expect(parsePageNumber(' 7 ')).toBe(7);
    expect(parsePageNumber(3)).toBe(3);
    expect(parsePageNumber('0')).toBeUndefined();
    expect(parsePageNumber('2.5')).toBeUndefined();
    expect(parsePageNumber('2a')).toBeUndefined();
    expect(parsePageNumber(-1)).toBeUndefined();
  });
});
