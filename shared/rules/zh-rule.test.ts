import { describe, it, expect } from 'vitest';
import { zhRule } from './zh-rule';

const spec = { rule: 'zh' } as const;

describe('zhRule', () => {
  it('accepts Chinese characters only', () => {
    expect(zhRule('北京市', spec, {})).toBeUndefined();
  });

  it('rejects anything else mixed in', () => {
    for (const value of ['北京1', 'Beijing', '北 京', '北京。']) expect(zhRule(value, spec, {})).toBe('只能输入中文');
  });
});
