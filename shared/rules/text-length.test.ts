import { describe, it, expect } from 'vitest';
import { textLength } from './text-length';

describe('textLength', () => {
  it('counts each character once, whatever its script', () => {
    expect(textLength('张三')).toBe(2);
    expect(textLength('ab')).toBe(2);
    expect(textLength('𠀀𠀁')).toBe(2);
    expect(textLength('')).toBe(0);
  });
});
