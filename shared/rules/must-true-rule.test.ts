import { describe, it, expect } from 'vitest';
import { mustTrueRule } from './must-true-rule';

const spec = { rule: 'mustTrue' } as const;

describe('mustTrueRule', () => {
  it('passes a ticked box', () => {
    expect(mustTrueRule(true, spec, {})).toBeUndefined();
    expect(mustTrueRule('true', spec, {})).toBeUndefined();
  });

  it('fails an unticked or untouched box', () => {
    for (const value of [false, undefined, '', 'false']) expect(mustTrueRule(value, spec, {})).toBe('请勾选此项');
  });
});
