import { describe, it, expect } from 'vitest';
import { phoneRule } from './phone-rule';

const spec = { rule: 'phone' } as const;

describe('phoneRule', () => {
  it('accepts mainland mobile numbers', () => {
    for (const phone of ['13800138000', '19912345678', '16612345678']) expect(phoneRule(phone, spec, {})).toBeUndefined();
  });

  it('rejects wrong lengths, prefixes and characters', () => {
    for (const phone of ['1380013800', '138001380001', '12800138000', '23800138000', '1380013800a', '+8613800138000']) {
      expect(phoneRule(phone, spec, {})).toBe('手机号码格式错误');
    }
  });

  it('passes an empty value', () => {
    expect(phoneRule('', spec, {})).toBeUndefined();
  });
});
