import { describe, it, expect } from 'vitest';
import type { RuleSpec } from '../../schema/template/rule-spec';
import { lenRangeRule } from './len-range-rule';

const spec: RuleSpec = { rule: 'lenRange', value: [5, 100] };

describe('lenRangeRule', () => {
  it('accepts lengths within the range inclusive', () => {
    expect(lenRangeRule('北京某公司', spec, {})).toBeUndefined();
    expect(lenRangeRule('字'.repeat(100), spec, {})).toBeUndefined();
  });

  it('rejects lengths outside the range', () => {
    expect(lenRangeRule('某公司', spec, {})).toBe('长度应为5-100个字符');
    expect(lenRangeRule('字'.repeat(101), spec, {})).toBe('长度应为5-100个字符');
  });
});
