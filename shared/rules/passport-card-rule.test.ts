import { describe, it, expect } from 'vitest';
import { passportCardRule } from './passport-card-rule';

const spec = { rule: 'passportCard' } as const;

describe('passportCardRule', () => {
  it('accepts one letter and 8 digits', () => {
    expect(passportCardRule('E12345678', spec, {})).toBeUndefined();
    expect(passportCardRule('g12345678', spec, {})).toBeUndefined();
  });

  it('rejects other shapes', () => {
    for (const value of ['12345678', 'EE1234567', 'E1234567', 'E123456789']) {
      expect(passportCardRule(value, spec, {})).toBe('护照号码应为1位字母加8位数字');
    }
  });
});
