import { describe, it, expect } from 'vitest';
import { readContextValue } from './rule-context';

describe('readContextValue', () => {
  it('reads a flat field by name', () => {
    expect(readContextValue({ values: { certiType: 'I' } }, 'certiType')).toBe('I');
  });

  it('reads a flat key containing dots before trying it as a path', () => {
    expect(readContextValue({ values: { 'policyHolder.certiType': 'P' } }, 'policyHolder.certiType')).toBe('P');
  });

  it('follows dotted and indexed paths into nested forms', () => {
    const values = { policyHolder: { certiType: 'M' }, insured: [{ certiType: 'I' }, { certiType: 'SUCC' }] };
    expect(readContextValue({ values }, 'policyHolder.certiType')).toBe('M');
    expect(readContextValue({ values }, 'insured[1].certiType')).toBe('SUCC');
  });

  it('gives undefined when the field or the values are missing', () => {
    expect(readContextValue({}, 'certiType')).toBeUndefined();
    expect(readContextValue({ values: { a: 'x' } }, 'a.b.c')).toBeUndefined();
  });
});
