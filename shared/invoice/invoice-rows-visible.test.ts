import { describe, it, expect } from 'vitest';
import { invoiceRowsVisible } from './invoice-rows-visible';

describe('invoiceRowsVisible', () => {
  it('hides the detail rows for type 03 and when no type is chosen (03 is the default)', () => {
    expect(invoiceRowsVisible('03')).toEqual([]);
    expect(invoiceRowsVisible(undefined)).toEqual([]);
    expect(invoiceRowsVisible('')).toEqual([]);
  });

  it('shows each of 01 and 02 its own field set', () => {
    expect(invoiceRowsVisible('01')).toEqual(['company', 'creditCode', 'receiverName', 'receiverPhone']);
    expect(invoiceRowsVisible('02')).toEqual(['company', 'creditCode', 'bank', 'account', 'address', 'receiverName', 'receiverPhone']);
  });

  it('uses the field sets the block configures', () => {
    expect(invoiceRowsVisible('01', { '01': ['company'] })).toEqual(['company']);
    expect(invoiceRowsVisible('02', { '01': ['company'] })).toContain('bank');
  });

  it('shows no detail rows for an unknown type', () => {
    expect(invoiceRowsVisible('09')).toEqual([]);
  });
});
