import { describe, expect, it } from 'vitest';
import { moduleOf, pageOf } from '../../shared/pages/test-template';
import { orderConfirmSections } from './order-confirm-sections';

const ALL = ['plan', 'premium', 'holder', 'insured', 'beneficiary', 'duty', 'invoice', 'delivery', 'agent'] as const;
const summary = moduleOf('confirm-order', 'orderConfirm', { attrs: { sections: [...ALL] } });

describe('orderConfirmSections', () => {
  it('leaves the invoice and its mailing address to their own blocks on the page (the seeded home confirm page)', () => {
    const page = pageOf('confirm', 3, [summary, moduleOf('confirm-invoice', 'invoiceConfirm', { attrs: { editText: '修改' } }), moduleOf('confirm-delivery', 'deliveryConfirm', { attrs: { sendAddressFormKey: 'sendAddress' } })]);
    expect(orderConfirmSections(ALL, page)).toEqual(['plan', 'premium', 'holder', 'insured', 'beneficiary', 'duty', 'agent']);
  });

  it('leaves beneficiaries and the agent to their own blocks, nested ones included', () => {
    const page = pageOf('confirm', 3, [summary, moduleOf('wrap', 'anchorTabs', { children: [moduleOf('b', 'beneficiaryConfirm'), moduleOf('a', 'agentConfirm')] })]);
    expect(orderConfirmSections(ALL, page)).toEqual(['plan', 'premium', 'holder', 'insured', 'duty', 'invoice', 'delivery']);
  });

  it('keeps every configured section when the page has no own block, one switched off, or one reading other data', () => {
    expect(orderConfirmSections(ALL, pageOf('confirm', 3, [summary]))).toEqual([...ALL]);
    const off = pageOf('confirm', 3, [summary, moduleOf('i', 'invoiceConfirm', { isDefault: false })]);
    expect(orderConfirmSections(ALL, off)).toEqual([...ALL]);
    const other = pageOf('confirm', 3, [summary, moduleOf('i', 'invoiceConfirm', { attrs: { invoiceFormKey: 'companyInvoice' } }), moduleOf('d', 'deliveryConfirm', { attrs: { sendAddressFormKey: 'giftAddress' } })]);
    expect(orderConfirmSections(ALL, other)).toEqual([...ALL]);
  });

  it('keeps the configured order', () => {
    const page = pageOf('confirm', 3, [summary, moduleOf('i', 'invoiceConfirm')]);
    expect(orderConfirmSections(['invoice', 'duty', 'plan'], page)).toEqual(['duty', 'plan']);
  });
});
