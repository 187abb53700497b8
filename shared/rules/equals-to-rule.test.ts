import { describe, it, expect } from 'vitest';
import { equalsToRule } from './equals-to-rule';

const spec = { rule: 'equalsTo', value: 'accountNo' } as const;

describe('equalsToRule', () => {
  it('passes when the value matches the other field after trimming', () => {
    expect(equalsToRule(' 6222 ', spec, { values: { accountNo: '6222' } })).toBeUndefined();
  });

  it('fails when the values differ or the other field is empty', () => {
    expect(equalsToRule('6222', spec, { values: { accountNo: '6223' } })).toBe('两次输入不一致');
    expect(equalsToRule('6222', spec, { values: {} })).toBe('两次输入不一致');
  });

  it('leaves an empty value to the required rule', () => {
    expect(equalsToRule('', spec, { values: { accountNo: '6222' } })).toBeUndefined();
  });
});
