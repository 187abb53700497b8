import { describe, it, expect } from 'vitest';
import { knownFen } from './known-fen';

describe('knownFen', () => {
  it('keeps usable amounts as whole fen', () => {
    expect(knownFen(0)).toBe(0);
    expect(knownFen(3580)).toBe(3580);
    expect(knownFen(3580.5)).toBe(3581);
  });

  it('treats missing and broken amounts as unknown', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(knownFen(value)).toBeUndefined();
    }
  });
});
