import { describe, expect, it } from 'vitest';
import { moduleOf, pageOf, templateOf } from '../../shared/pages/test-template';
import { hasSendAddressBlock } from './has-send-address-block';

describe('hasSendAddressBlock', () => {
  const invoice = moduleOf('invoice', 'invoiceBlock', { formKey: 'invoice' });

  it('finds the send-address block that follows the invoice', () => {
    const template = templateOf([pageOf('info', 2, [invoice, moduleOf('address', 'sendAddressBlock', { attrs: { title: '发票邮寄地址', invoiceFormKey: 'invoice' } })])]);
    expect(hasSendAddressBlock(template, 'invoice')).toBe(true);
    expect(hasSendAddressBlock(template, undefined)).toBe(true);
  });

  it('ignores one that follows another invoice, one switched off, and templates without one', () => {
    const other = templateOf([pageOf('info', 2, [invoice, moduleOf('address', 'sendAddressBlock', { attrs: { title: '', invoiceFormKey: 'companyInvoice' } })])]);
    expect(hasSendAddressBlock(other, 'invoice')).toBe(false);
    const off = templateOf([pageOf('info', 2, [invoice, moduleOf('address', 'sendAddressBlock', { isDefault: false, attrs: { title: '', invoiceFormKey: 'invoice' } })])]);
    expect(hasSendAddressBlock(off, 'invoice')).toBe(false);
    expect(hasSendAddressBlock(templateOf([pageOf('info', 2, [invoice])]), 'invoice')).toBe(false);
  });
});
