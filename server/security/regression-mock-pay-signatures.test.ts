import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_TIMESTAMP_TOLERANCE_MS } from '../domain/orders/payment/pay-constants';
import { paySign } from '../domain/orders/payment/pay-sign';
import { cashierFields, type CashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';
import { rowCounts } from './row-counts';

/**
 * Held before the review, kept held: the mock cashier pays only for a link the server signed, within
 * its time window, once. (That the signature is compared in constant time, `timingSafeEqual` in
 * pay-sign.ts, is not observable from a test: only the refusals are.)
 */
describe.each(testDatabases())('regression, forged, stale and replayed mock payments, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('refuses a forged, a re-signed, a stale, a future and a replayed payment, each changing nothing', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const fields = cashierFields((await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string);
    const secret = t.context.config.paySignSecret;
    const pay = (probe: CashierFields) => buyer.call('mockPay', probe);
    const before = await rowCounts(t);

    const probes: [string, CashierFields, number, string][] = [
      ['a guessed key', { ...fields, sign: paySign(fields, 'guessed secret') }, 400, '支付签名校验失败'],
      ['a flipped character', { ...fields, sign: `${fields.sign.slice(0, -1)}${fields.sign.endsWith('0') ? '1' : '0'}` }, 400, '支付签名校验失败'],
      ['a lowercase signature', { ...fields, sign: fields.sign.toLowerCase() }, 400, ''],
      ['another check number, signed', { ...fields, checkNo: 'FFFFFFFFFFFFFFFF', sign: paySign({ ...fields, checkNo: 'FFFFFFFFFFFFFFFF' }, secret) }, 400, '支付签名校验失败'],
    ];
    for (const offset of [-(PAY_TIMESTAMP_TOLERANCE_MS + 1000), PAY_TIMESTAMP_TOLERANCE_MS + 1000]) {
      const moved = { ...fields, timeStamp: String(t.clock.now().getTime() + offset) };
      probes.push([`a timestamp ${offset} ms away, signed`, { ...moved, sign: paySign(moved, secret) }, 400, '支付链接已过期，请重新发起支付']);
    }
    for (const [label, probe, status, message] of probes) {
      const refused = await pay(probe);
      expect(refused.statusCode, label).toBe(status);
      if (message) expect(refused.json(), label).toMatchObject({ success: false, message });
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('paying');

    expect((await pay(fields)).statusCode).toBe(200);
    const paid = await rowCounts(t);
    const replay = await pay(fields);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ success: false, message: '该笔支付已完成，请勿重复提交' });
    expect(await rowCounts(t)).toEqual(paid);
  });
});
