import { describe, it, expect } from 'vitest';
import { isEmptyValue, toText } from './rule-value';

describe('toText', () => {
  it('trims strings and writes numbers and booleans as text', () => {
    expect(toText('  张三 ')).toBe('张三');
    expect(toText(12.5)).toBe('12.5');
    expect(toText(true)).toBe('true');
  });

  it('gives no text for values a buyer cannot type', () => {
    expect(toText(undefined)).toBe('');
    expect(toText(null)).toBe('');
    expect(toText({ code: '110000' })).toBe('');
    expect(toText(Number.NaN)).toBe('');
  });
});

describe('isEmptyValue', () => {
  it('treats absent, blank and empty-list values as empty', () => {
    for (const value of [undefined, null, '', '   ', Number.NaN, []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('treats zero, false and a chosen item as filled', () => {
    for (const value of [0, false, 'a', ['1'], { code: '1' }]) expect(isEmptyValue(value)).toBe(false);
  });
});
