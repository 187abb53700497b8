import { describe, it, expect } from 'vitest';
import { ruleArgs } from './rule-args';

describe('ruleArgs', () => {
  it('reads numbers, numeric strings, ranges and strings', () => {
    expect(ruleArgs.number({ rule: 'min', value: 3 })).toBe(3);
    expect(ruleArgs.number({ rule: 'min', value: '4.5' })).toBe(4.5);
    expect(ruleArgs.range({ rule: 'lenRange', value: [5, 100] })).toEqual([5, 100]);
    expect(ruleArgs.string({ rule: 'equalsTo', value: 'phone' })).toBe('phone');
  });

  it('gives undefined for an argument of the wrong shape', () => {
    expect(ruleArgs.number({ rule: 'min' })).toBeUndefined();
    expect(ruleArgs.number({ rule: 'min', value: 'abc' })).toBeUndefined();
    expect(ruleArgs.number({ rule: 'min', value: [1, 2] })).toBeUndefined();
    expect(ruleArgs.range({ rule: 'lenRange', value: 3 })).toBeUndefined();
    expect(ruleArgs.string({ rule: 'pattern', value: '' })).toBeUndefined();
    expect(ruleArgs.string({ rule: 'pattern', value: 3 })).toBeUndefined();
  });
});
