import { describe, it, expect } from 'vitest';
import { officialCardRule } from './official-card-rule';

const spec = { rule: 'officialCard' } as const;

describe('officialCardRule', () => {
  it('accepts exactly 8 digits', () => {
    expect(officialCardRule('12345678', spec, {})).toBeUndefined();
  });

  it('rejects other lengths and letters', () => {
    for (const value of ['1234567', '123456789', '1234567A']) expect(officialCardRule(value, spec, {})).toBe('军官证号码应为8位数字');
  });
});
