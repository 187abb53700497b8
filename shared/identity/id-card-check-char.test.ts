import { describe, it, expect } from 'vitest';
import { idCardCheckChar } from './id-card-check-char';

describe('idCardCheckChar', () => {
  it('computes the GB 11643-1999 check character of published examples', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idCardCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => idCardCheckChar('1101051949123100A')).toThrow(RangeError);
  });
});
