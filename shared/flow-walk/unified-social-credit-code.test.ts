import { describe, expect, it } from 'vitest';
import { unifiedSocialCreditCode } from './unified-social-credit-code';

describe('unifiedSocialCreditCode', () => {
  it('appends the GB 32100 check character', () => {
    // A code published as a worked example of the standard.
    expect(unifiedSocialCreditCode('91350100', 'M000100Y4')).toBe('91350100M000100Y43');
  });

  it('refuses characters the standard does not use', () => {
    expect(() => unifiedSocialCreditCode('91350100', 'M000100YI')).toThrow(RangeError);
  });
});
