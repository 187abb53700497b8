import { describe, it, expect } from 'vitest';
import { ratioRule } from './ratio-rule';

const spec = { rule: 'ratio' } as const;

describe('ratioRule', () => {
  it('accepts whole percentages from 0 to 100', () => {
    for (const value of ['0', '50', '100', 30]) expect(ratioRule(value, spec, {})).toBeUndefined();
  });

  it('rejects decimals, values above 100 and text', () => {
    for (const value of ['33.3', '101', '-1', '050', 'abc']) expect(ratioRule(value, spec, {})).toBe('受益比例格式不正确');
  });
});
