import { describe, it, expect } from 'vitest';
import { isSmsPhone } from './is-sms-phone';

describe('isSmsPhone', () => {
  it('accepts numbers the get-code button may send to', () => {
    for (const phone of ['13800138000', '14700000000', '15000000000', '17000000000', '18800000000', '19900000000']) {
      expect(isSmsPhone(phone)).toBe(true);
    }
    expect(isSmsPhone(' 13800138000 ')).toBe(true);
  });

  it('refuses the 16x prefix and malformed numbers', () => {
    for (const phone of ['16612345678', '12345678901', '1380013800', '', undefined]) expect(isSmsPhone(phone)).toBe(false);
  });
});
