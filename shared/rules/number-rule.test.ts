import { describe, it, expect } from 'vitest';
import { numberRule } from './number-rule';

const spec = { rule: 'number' } as const;

describe('numberRule', () => {
  it('accepts digits with up to two decimals', () => {
    for (const value of ['0', '12', '12.5', '12.50', 300000]) expect(numberRule(value, spec, {})).toBeUndefined();
  });

  it('rejects more decimals, signs and text', () => {
    for (const value of ['12.345', '-1', '1.', '.5', '12a', '1,000']) expect(numberRule(value, spec, {})).toBe('请输入正确的数字');
  });
});
