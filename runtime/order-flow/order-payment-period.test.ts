import { describe, expect, it } from 'vitest';
import type { Order } from '../../schema/entities/order';
import { orderPaymentPeriod } from './order-payment-period';

const order = (mainProduct: Record<string, unknown>): Pick<Order, 'packageList'> => ({
  packageList: [
    {
      productPackageId: 'PKG',
      productPackageCode: 'PKG',
      productList: [
        { productId: 'A', productCode: 'A', productName: '附加意外伤害保险', productType: 2, paymentPeriod: 1, paymentPeriodUnitType: 'Y' },
        { productId: 'M', productCode: 'M', productName: '守护定期寿险', productType: 1, ...mainProduct },
      ],
    },
  ],
});

describe('orderPaymentPeriod', () => {
  it('reads the main product\'s chosen payment period, from its period fields or its factors', () => {
    expect(orderPaymentPeriod(order({ paymentPeriod: 10, paymentPeriodUnitType: 'Y', dynamicFactorMap: { paymentPeriod: '10-Y' } }))).toBe('10-Y');
    expect(orderPaymentPeriod(order({ dynamicFactorMap: { paymentPeriod: '20-Y' } }))).toBe('20-Y');
  });

  it('falls back to the first insured\'s packages, and knows none when the order states none or two', () => {
    expect(orderPaymentPeriod({ insuredList: [{ packageList: order({ paymentPeriod: 5, paymentPeriodUnitType: 'Y' }).packageList ?? [] }] })).toBe('5-Y');
    expect(orderPaymentPeriod(order({}))).toBeUndefined();
    expect(orderPaymentPeriod(order({ paymentPeriod: 20, paymentPeriodUnitType: 'Y', dynamicFactorMap: { paymentPeriod: '10-Y' } }))).toBeUndefined();
    expect(orderPaymentPeriod(null)).toBeUndefined();
  });
});
