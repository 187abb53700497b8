import { describe, expect, it } from 'vitest';
import { linkedChanges, parseLinkedFactors } from './linked-factors';

describe('parseLinkedFactors', () => {
  it('reads each factor with its offered values and the value it keeps', () => {
    const json = JSON.stringify({
      paymentPeriod: { options: [{ value: '1-Y', label: '趸交' }, { value: '5-Y', label: '5年交' }, { value: '10-Y', label: '10年交' }], defaultValue: '10-Y', value: '10-Y' },
    });
    expect(parseLinkedFactors(json)).toEqual({ paymentPeriod: { values: ['1-Y', '5-Y', '10-Y'], value: '10-Y' } });
  });

  it('reads no linkage from text that is not JSON or entries of another shape', () => {
    expect(parseLinkedFactors('not json')).toEqual({});
    expect(parseLinkedFactors(JSON.stringify({ a: 1, b: { options: 'x' } }))).toEqual({});
  });
});

describe('linkedChanges', () => {
  it('names only the factors whose value must change', () => {
    const linked = { paymentPeriod: { values: ['1-Y', '10-Y'], value: '10-Y' }, other: { values: ['A'], value: 'A' } };
    expect(linkedChanges(linked, { paymentPeriod: '20-Y', other: 'A' })).toEqual([['paymentPeriod', '10-Y']]);
  });
});
