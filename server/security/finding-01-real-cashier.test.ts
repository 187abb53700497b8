import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderToken } from '../domain/orders/display/order-view';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { STAND_IN_CASHIER_ENV, standInCashier, type ReceivedApplication } from '../domain/orders/testing/stand-in-cashier';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { PRODUCTION_ENV } from '../testing/production-env';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';
import { rowCounts } from './row-counts';

/** Production with the stand-in insurer cashier: the mock cashier is off, as it is by default there. */
const PRODUCTION_WITH_CASHIER = { ...PRODUCTION_ENV, CASHIER_URL: STAND_IN_CASHIER_ENV.CASHIER_URL, CASHIER_SECRET: STAND_IN_CASHIER_ENV.CASHIER_SECRET };

/**
 * Finding 1: in production the mock cashier paid for anything (any buyer could mark an order paid
 * with a link the server signed for them), the return address after paying could be any https site
 * (an open redirect), and no real cashier's notice was checked. Now the mock cashier does not exist
 * in production, and only a signed, fresh, never-seen notice for the application's amount pays.
 */
describe.each(testDatabases())('finding 1, paying without paying, on $name', (target) => {
  let t: TestApp;
  // The same database with the mock cashier on, only to create the attacker's order quickly.
  let ordering: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants], env: PRODUCTION_WITH_CASHIER });
    ordering = await t.buildAnotherApp({ MOCK_CASHIER: 'true', PAY_SIGN_SECRET: 'a pay sign secret for the ordering app only' });
  });
  afterAll(async () => {
    await ordering.close();
    await t.close();
  });

  /** A submitted order and the payment application the cashier received for it. */
  const orderAtCashier = async (): Promise<{ orderNo: string; application: ReceivedApplication }> => {
    const created = await ordering.inject({ method: 'POST', url: '/api/v1/mock/createOrder', payload: mockOrderBody() });
    const orderNo = created.json().value.orderNo as string;
    const row = (await t.db.query<{ tenant_code: string; token_id: string }>('SELECT tenant_code, token_id FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    if (!row) throw new Error('no order created');
    const next = (await buyerBrowser(t, 'health').call('queryQueryPayNextUrl', { encryptOrderNo: orderToken(t.context, row) })).json().result;
    return { orderNo, application: standInCashier(t).receive(next.pageActionList[0]) };
  };

  it('answers every mock cashier call and the SMS outbox with 404 in production, writing nothing', async () => {
    const { orderNo, application } = await orderAtCashier();
    const before = await rowCounts(t);
    const attacker = buyerBrowser(t, 'health');
    const replies = [
      await attacker.call('createMockOrder', mockOrderBody()),
      await attacker.call('mockPayRequest', { orderNo, returnUrl: '/result' }),
      await attacker.call('mockPay', { payApplyNo: application['payApplyNo'] ?? '', timeStamp: String(t.clock.now().getTime()), checkNo: 'C', sign: 'A'.repeat(40) }),
      await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13912345678' }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('paying');
  });

  it('refuses a notice signed with a guessed key, stale, replayed or for one fen, and pays only on the genuine one', async () => {
    const { orderNo, application } = await orderAtCashier();
    const cashier = standInCashier(t);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // A genuine notice of a failed attempt: its nonce is now spent.
    const failed = cashier.notice(application, { status: 'failed' });
    expect((await cashier.post(application, failed)).statusCode).toBe(200);
    const before = await rowCounts(t);
    const probes: [string, Awaited<ReturnType<typeof cashier.post>>][] = [
      ['支付通知签名校验失败', await cashier.post(application, standInCashier(t, 'an attacker guessing the cashier key').notice(application))],
      ['支付通知签名校验失败', await cashier.post(application, { ...failed, status: 'paid' })],
      ['支付通知时间戳已过期', await cashier.post(application, cashier.notice(application, { timestamp: String(now - 301) }))],
      ['支付通知重复（nonce 已使用）', await cashier.post(application, cashier.notice(application, { nonce: failed.nonce }))],
      ['支付金额与支付申请不一致', await cashier.post(application, cashier.notice(application, { amount: '1' }))],
    ];
    for (const [message, response] of probes) {
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('paying');
    expect((await cashier.post(application, cashier.notice(application))).statusCode).toBe(200);
    expect(await storedStatus(t, orderNo)).toBe('processing');
  });
});

describe.each(testDatabases())('finding 1, the return address after paying, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('refuses a return address on another site, which would make the cashier an open redirect', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const before = await rowCounts(t);
    for (const returnUrl of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = await buyer.call('mockPayRequest', { orderNo, returnUrl });
      expect(refused.statusCode, returnUrl).toBe(400);
    }
    expect((await buyer.call('mockPayRequest', { orderNo, returnUrl: 'https://evil.example/phish' })).json()).toMatchObject({ success: false, message: '支付返回地址不合法' });
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('submitted');
  });
});
