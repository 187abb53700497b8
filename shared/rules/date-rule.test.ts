import { describe, it, expect } from 'vitest';
import { dateRule } from './date-rule';

const spec = { rule: 'date' } as const;

describe('dateRule', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(dateRule('2024-02-29', spec, {})).toBeUndefined();
    expect(dateRule('2060-12-31', spec, {})).toBeUndefined();
  });

  it('rejects impossible dates and other layouts', () => {
    for (const value of ['2023-02-29', '2024-13-01', '2024/01/01', '01-01-2024']) expect(dateRule(value, spec, {})).toBe('请输入正确的日期');
  });
});
