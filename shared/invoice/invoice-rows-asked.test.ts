import { describe, expect, it } from 'vitest';
import { invoiceRowsAsked } from './invoice-rows-asked';

describe('invoiceRowsAsked', () => {
  it('leaves the receiver and phone of 02 to the send-address block when the template has one', () => {
    expect(invoiceRowsAsked('02', undefined, true)).toEqual(['company', 'creditCode', 'bank', 'account', 'address']);
  });

  it('asks them in the invoice block when no send-address block will', () => {
    expect(invoiceRowsAsked('02', undefined, false)).toContain('receiverName');
    expect(invoiceRowsAsked('02', undefined, false)).toContain('receiverPhone');
  });

  it('keeps them for 01, which is not mailed', () => {
    expect(invoiceRowsAsked('01', undefined, true)).toEqual(['company', 'creditCode', 'receiverName', 'receiverPhone']);
  });

  it('asks nothing for 03', () => {
    expect(invoiceRowsAsked('03', undefined, true)).toEqual([]);
  });
});
