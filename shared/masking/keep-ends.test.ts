import { describe, expect, it } from 'vitest';
import { keepEnds } from './keep-ends';

describe('keepEnds', () => {
  it('hides everything between the ends', () => {
    expect(keepEnds('13812345678', 3, 4)).toBe('138****5678');
    expect(keepEnds('张三丰', 1, 0)).toBe('张**');
  });

  it('never shows a value too short for both ends in full', () => {
    expect(keepEnds('1234', 2, 2)).toBe('1***');
    expect(keepEnds('张', 1, 0)).toBe('*');
  });
});
