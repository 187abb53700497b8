import { describe, it, expect } from 'vitest';
import { effectiveInvoiceType } from './invoice-type';

describe('effectiveInvoiceType', () => {
  it('is 03 until a type is chosen', () => {
    expect(effectiveInvoiceType(null)).toBe('03');
    expect(effectiveInvoiceType('  ')).toBe('03');
    expect(effectiveInvoiceType(' 02 ')).toBe('02');
  });
});
