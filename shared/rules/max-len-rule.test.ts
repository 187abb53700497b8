import { describe, it, expect } from 'vitest';
import { maxLenRule } from './max-len-rule';

const spec = { rule: 'maxLen', value: 7 } as const;

describe('maxLenRule', () => {
  it('accepts up to the maximum, counting Chinese characters as one', () => {
    expect(maxLenRule('粤B12345', spec, {})).toBeUndefined();
  });

  it('rejects longer values', () => {
    expect(maxLenRule('粤B123456', spec, {})).toBe('长度不能超过7个字符');
  });
});
