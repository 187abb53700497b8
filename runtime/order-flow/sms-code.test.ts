import { describe, expect, it } from 'vitest';
import { canRequestCode, isCompleteCode, normalizeCode } from './sms-code';

describe('sms code rules', () => {
  it('requests a code only for the get-code phone pattern', () => {
    expect(canRequestCode('13812345678')).toBe(true);
    expect(canRequestCode(' 19912345678 ')).toBe(true);
    // 16x passes the general phone rule but not the stricter get-code one.
    expect(canRequestCode('16612345678')).toBe(false);
    expect(canRequestCode('1381234567')).toBe(false);
    expect(canRequestCode(undefined)).toBe(false);
  });

  it('keeps six digits of what the buyer typed or pasted', () => {
    expect(normalizeCode('12 34-5678')).toBe('123456');
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
