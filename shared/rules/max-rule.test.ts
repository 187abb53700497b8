import { describe, it, expect } from 'vitest';
import { maxRule } from './max-rule';

describe('maxRule', () => {
  it('passes values at or below the maximum', () => {
    expect(maxRule('100', { rule: 'max', value: 100 }, {})).toBeUndefined();
    expect(maxRule(-5, { rule: 'max', value: 100 }, {})).toBeUndefined();
  });

  it('fails values above the maximum, naming it', () => {
    expect(maxRule('100.01', { rule: 'max', value: 100 }, {})).toBe('不能大于100');
  });

  it('asks for a number when the text is not one', () => {
    expect(maxRule('多', { rule: 'max', value: 100 }, {})).toBe('请输入正确的数字');
  });
});
