import { describe, it, expect } from 'vitest';
import { intRule } from './int-rule';

const spec = { rule: 'int' } as const;

describe('intRule', () => {
  it('accepts whole numbers', () => {
    for (const value of ['0', '42', '-3', 7]) expect(intRule(value, spec, {})).toBeUndefined();
  });

  it('rejects decimals and text', () => {
    for (const value of ['1.5', 'abc', '1e3']) expect(intRule(value, spec, {})).toBe('请输入整数');
  });
});
