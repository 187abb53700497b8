import { describe, it, expect } from 'vitest';
import { minLenRule } from './min-len-rule';

const spec = { rule: 'minLen', value: 5 } as const;

describe('minLenRule', () => {
  it('accepts values of at least the minimum', () => {
    expect(minLenRule('北京某公司', spec, {})).toBeUndefined();
  });

  it('rejects shorter values, ignoring surrounding spaces', () => {
    expect(minLenRule('  某公司  ', spec, {})).toBe('长度不能少于5个字符');
  });
});
