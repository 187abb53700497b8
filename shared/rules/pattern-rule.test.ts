import { describe, it, expect } from 'vitest';
import { patternRule } from './pattern-rule';

describe('patternRule', () => {
  it('passes values matching the template pattern', () => {
    expect(patternRule('AB12', { rule: 'pattern', value: '^[A-Z]{2}\\d{2}$' }, {})).toBeUndefined();
  });

  it('fails values that do not match', () => {
    expect(patternRule('ab12', { rule: 'pattern', value: '^[A-Z]{2}\\d{2}$' }, {})).toBe('格式不正确');
  });

  it('never blocks the buyer on a broken pattern', () => {
    expect(patternRule('x', { rule: 'pattern', value: '([' }, {})).toBeUndefined();
  });
});
