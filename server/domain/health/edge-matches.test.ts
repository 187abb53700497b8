import { describe, expect, it } from 'vitest';
import { edgeMatches } from './edge-matches';

describe('edgeMatches', () => {
  it('matches an option edge when the option was chosen among others', () => {
    expect(edgeMatches({ kind: 'option', opNo: '2' }, { qtNo: 'Q', qtOptions: ['1', '2'] })).toBe(true);
    expect(edgeMatches({ kind: 'option', opNo: '3' }, { qtNo: 'Q', qtOptions: ['1', '2'] })).toBe(false);
  });

  it('matches a range with the lower bound in and the upper bound out', () => {
    const range = { kind: 'range', min: 0, max: 160 } as const;
    expect(edgeMatches(range, { qtNo: 'Q', manualValue: '0' })).toBe(true);
    expect(edgeMatches(range, { qtNo: 'Q', manualValue: '159' })).toBe(true);
    expect(edgeMatches(range, { qtNo: 'Q', manualValue: '160' })).toBe(false);
    expect(edgeMatches({ kind: 'range', min: 160 }, { qtNo: 'Q', manualValue: '200' })).toBe(true);
    expect(edgeMatches({ kind: 'range', min: 160 }, { qtNo: 'Q', manualValue: '偏高' })).toBe(false);
  });

  it('matches any answer with an unconditional edge', () => {
    expect(edgeMatches({ kind: 'any' }, { qtNo: 'Q', manualValue: '说明' })).toBe(true);
  });
});
