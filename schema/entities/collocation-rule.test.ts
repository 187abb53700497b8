import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import { CollocationRuleSchema } from './collocation-rule';

const validate = new Ajv({ strict: true }).compile(CollocationRuleSchema);

describe('CollocationRuleSchema', () => {
  it('accepts an age and count rule combined with or', () => {
    expect(
      validate({
        effect: 'exclude',
        combinator: 'or',
        conditions: [{ factor: 'insuredAgeDays', max: 27 }, { factor: 'insuredCount', min: 5, insuredMatch: 'any' }],
      }),
    ).toBe(true);
  });

  it('rejects an unknown factor or effect, and a rule without conditions', () => {
    expect(validate({ effect: 'require', combinator: 'and', conditions: [{ factor: 'height' }] })).toBe(false);
    expect(validate({ effect: 'hide', combinator: 'and', conditions: [{ factor: 'insuredCount', min: 1 }] })).toBe(false);
    expect(validate({ effect: 'require', combinator: 'and', conditions: [] })).toBe(false);
  });

  it('writes string enums as a plain enum, not anyOf', () => {
    expect(JSON.stringify(CollocationRuleSchema)).not.toContain('anyOf');
  });
});
