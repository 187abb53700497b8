import { describe, it, expect } from 'vitest';
import { minRule } from './min-rule';

describe('minRule', () => {
  it('passes values at or above the minimum', () => {
    expect(minRule('10', { rule: 'min', value: 10 }, {})).toBeUndefined();
    expect(minRule(11.5, { rule: 'min', value: 10 }, {})).toBeUndefined();
  });

  it('fails values below the minimum, naming it', () => {
    expect(minRule('9.99', { rule: 'min', value: 10 }, {})).toBe('不能小于10');
  });

  it('asks for a number when the text is not one', () => {
    expect(minRule('ten', { rule: 'min', value: 10 }, {})).toBe('请输入正确的数字');
  });

  it('is skipped without a usable minimum', () => {
    expect(minRule('1', { rule: 'min' }, {})).toBeUndefined();
  });
});
