import { describe, it, expect } from 'vitest';
import { MONTHLY_INSTALMENTS } from '../constants';
import { PREMIUM_MESSAGES } from './premium';

describe('PREMIUM_MESSAGES', () => {
  it('counts the remaining instalments from the constant', () => {
    expect(PREMIUM_MESSAGES.perMonthInstalments).toBe(`/月，共${MONTHLY_INSTALMENTS}期`);
    expect(PREMIUM_MESSAGES.perMonthInstalments).toBe('/月，共11期');
  });

  it('gives buyers the spec texts', () => {
    expect(PREMIUM_MESSAGES.calculating).toBe('保费计算中');
    expect(PREMIUM_MESSAGES.trialAbnormal).toBe('保费试算异常');
    expect(PREMIUM_MESSAGES.longTerm).toBe('长期');
    expect(PREMIUM_MESSAGES.lifelong).toBe('终身');
    expect(PREMIUM_MESSAGES.insuredPremium(2)).toBe('被保人2保费');
  });

  it('has no empty text', () => {
    for (const message of Object.values(PREMIUM_MESSAGES)) {
      const text = typeof message === 'function' ? (message as (...args: never[]) => string)(...([1, '1'] as never[])) : message;
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});
