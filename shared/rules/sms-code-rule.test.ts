import { describe, it, expect } from 'vitest';
import { smsCodeRule } from './sms-code-rule';

const spec = { rule: 'smsCode' } as const;

describe('smsCodeRule', () => {
  it('accepts exactly 6 digits', () => {
    expect(smsCodeRule('012345', spec, {})).toBeUndefined();
  });

  it('is required even without a required rule', () => {
    expect(smsCodeRule('', spec, {})).toBe('请输入验证码');
  });

  it('rejects other lengths and letters', () => {
    for (const value of ['12345', '1234567', '12345a']) expect(smsCodeRule(value, spec, {})).toBe('请输入6位数字验证码');
  });
});
