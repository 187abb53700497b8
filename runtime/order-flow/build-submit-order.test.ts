import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { buildSubmitOrder, formInvoice, formPayment } from './build-submit-order';

const plan: Plan = { planId: 'P1', packages: [] };

describe('buildSubmitOrder', () => {
  it('submits what the buyer filled in, with the code, files and shown premium', () => {
    const order = buildSubmitOrder({
      values: {
        policyHolder: { name: '张三', certiType: 'I', certiNo: '110101199003077777', phone: '13812345678' },
        insured: [{ holderRelation: 'SELF', name: '张三' }],
        validateCode: '123456',
        payment: { bankCode: 'ICBC', paymentMethod: 'bankCard', bankAccountName: '张三', bankAccount: '6222 0200 0000 0000' },
      },
      plan,
      promotionId: 'PR1',
      initialPremium: 2580,
      openRenewal: true,
      files: { 'signature-2': ['F1'], idCard: [] },
    });
    expect(order.planId).toBe('P1');
    expect(order.promotionId).toBe('PR1');
    expect(order.initialPremium).toBe(2580);
    expect(order.holder?.person?.certNo).toBe('110101199003077777');
    expect(order.insuredList?.[0]?.holderRelation).toBe('SELF');
    expect(order.payment?.bankAccount).toBe('6222020000000000');
    expect(order.extraInfo).toEqual({ validateCode: '123456', openRenewal: 'true' });
    expect(order.pageExtraInfo).toEqual({ files: { 'signature-2': ['F1'] } });
    expect(order.dataSource).toBe('h5');
  });

  it('submits each insured with the beneficiaries the buyer named', () => {
    const beneficiaryList = [{ name: '王丽', certiType: 'I', certiNo: '110101199203100027', insuredRelation: 'SPOUSE', benefitOrder: '1', benefitRatio: '100' }];
    const order = buildSubmitOrder({ values: { insured: [{ holderRelation: 'SELF', beneficiaryType: 'designated', beneficiaryList }] }, plan });
    expect(order.insuredList?.[0]?.beneficiaryType).toBe('designated');
    expect(order.insuredList?.[0]?.beneficiaryList).toEqual([
      { person: { name: '王丽', certType: 'I', certNo: '110101199203100027' }, benefitOrder: 1, benefitRatio: 100, insuredRelation: 'SPOUSE' },
    ]);
  });

  it('carries the agent entered on the information page, and none without a 工号', () => {
    const order = buildSubmitOrder({ values: { agent: { customerCode: 'A1024', person: { name: '王芳', phone: '13800138000' } } }, plan });
    expect(order.agent).toEqual({ customerCode: 'A1024', person: { name: '王芳', phone: '13800138000' } });
    expect(buildSubmitOrder({ values: { agent: { person: { name: '王芳' } } }, plan }).agent).toBeUndefined();
  });

  it('sends each signature with the strokes it was drawn from beside its image', () => {
    const stroke = { penColor: '#000000', minWidth: 1, maxWidth: 3.5, dotSize: 0, velocityFilterWeight: 0.7, points: [{ x: 10, y: 20, time: 1_700_000_000_000, pressure: 0.5 }, { x: 30, y: 25, time: 1_700_000_000_016, pressure: 0.5 }] };
    const signature = { fileId: 'F1', url: '/api/v1/file/image/health/F1', imageType: 'png' as const, width: 351, height: 540, signedAt: 1_700_000_000_100, strokes: [stroke] };
    const order = buildSubmitOrder({ values: {}, plan, files: { 'signature-2': [signature.url] }, signatures: { 'signature-2': signature } });
    expect(order.pageExtraInfo).toEqual({ files: { 'signature-2': [signature.url] }, signatures: { 'signature-2': signature } });
    expect(buildSubmitOrder({ values: {}, plan, signatures: {} }).pageExtraInfo).toBeUndefined();
  });

  it('carries the trial elements with their type markers in extraInfo', () => {
    const order = buildSubmitOrder({
      values: { trailElement: [{ type: 'holder' }, [{ type: 'insured', birthday: '1990-06-15', gender: 'M' }], { type: 'common', insurancePeriod: '1-Y' }] },
      plan,
    });
    expect(order.extraInfo?.trailElementData).toEqual([
      { type: 'holder' },
      { type: 'insured', insuredList: [{ type: 'insured', birthday: '1990-06-15', gender: 'M' }] },
      { type: 'common', insurancePeriod: '1-Y' },
    ]);
    expect(buildSubmitOrder({ values: {}, plan }).extraInfo?.trailElementData).toBeUndefined();
  });

  it('leaves out an incomplete payment account', () => {
    expect(formPayment({ bankCode: 'ICBC' })).toBeUndefined();
  });

  it('builds the invoice with its mailing address, defaulting to type 03', () => {
    expect(formInvoice({}, undefined)).toEqual({ invoiceType: '03' });
    // Switched back to 03 after typing company details: none of them, nor an address, is sent.
    expect(formInvoice({ invoiceType: '03', companyName: '某公司' }, { receiverName: '李四' })).toEqual({ invoiceType: '03' });
    expect(
      formInvoice({ invoiceType: '02', companyName: '某公司', creditCode: '91350100M000100Y43' }, { receiverName: '李四', receiverArea: ['350000', '350100', '350102'], receiverAddress: '五一路1号' }),
    ).toEqual({
      invoiceType: '02',
      companyName: '某公司',
      creditCode: '91350100M000100Y43',
      receiverName: '李四',
      receiverArea: ['350000', '350100', '350102'],
      receiverAddress: '五一路1号',
    });
  });
});
