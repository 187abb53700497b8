import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../../seed/seed-tenants';
import { callApi } from '../../../testing/call-api';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { orderToken } from '../display/order-view';
import { runDueJobs } from '../jobs/run-due-jobs';
import { mockOrderBody } from '../testing/mock-order-body';
import { STAND_IN_CASHIER_ENV, standInCashier, type ReceivedApplication } from '../testing/stand-in-cashier';
import { storedStatus } from '../testing/stored-status';

describe.each(testDatabases())('payment through the insurer cashier on $name', (target) => {
  let t: TestApp;
  // The same database with the mock cashier on, only to create orders quickly.
  let ordering: FastifyInstance;
  let cashier: ReturnType<typeof standInCashier>;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants], env: STAND_IN_CASHIER_ENV });
    ordering = await t.buildAnotherApp({ MOCK_CASHIER: 'true' });
    cashier = standInCashier(t);
  });
  afterAll(async () => {
    await ordering.close();
    await t.close();
  });

  /** A submitted order, with the token its buyer's links carry. */
  const newOrder = async () => {
    const response = await ordering.inject({ method: 'POST', url: '/api/v1/mock/createOrder', payload: mockOrderBody() });
    const orderNo = response.json().value.orderNo as string;
    const row = (await t.db.query<{ tenant_code: string; token_id: string }>('SELECT tenant_code, token_id FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    if (!row) throw new Error('no order created');
    return { orderNo, token: orderToken(t.context, row) };
  };
  /** The buyer opens the payment query page; the cashier receives the form it posts. */
  const goToCashier = async (encryptOrderNo: string): Promise<ReceivedApplication> => {
    const result = (await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json().result;
    expect(result.nextUrl).toBeUndefined();
    expect(result.pageActionList).toHaveLength(1);
    return cashier.receive(result.pageActionList[0]);
  };
  const snapshot = async () =>
    (
      await t.db.query<{ events: number; paid: number; jobs: number; nonces: number }>(
        `SELECT (SELECT count(*) FROM order_status_events)::int AS events, (SELECT count(*) FROM order_payments WHERE status = 'paid')::int AS paid,
                (SELECT count(*) FROM order_jobs)::int AS jobs, (SELECT count(*) FROM cashier_notice_nonces)::int AS nonces`,
      )
    ).rows[0];

  it('sends the buyer to the cashier by a signed form and pays only on its valid notice', async () => {
    const { orderNo, token } = await newOrder();
    const application = await goToCashier(token);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(application).toMatchObject({
      amount: '20000',
      description: '安心百万医疗险',
      notifyUrl: 'http://localhost:3000/api/cashier/notify',
      returnUrl: `http://localhost:3000/result?encryptOrderNo=${encodeURIComponent(token)}&from=health`,
      timestamp: String(now),
      expireAt: String(now + 30 * 60),
    });
    expect(application['nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.values(application).join(' ')).not.toContain(orderNo);
    expect(await storedStatus(t, orderNo)).toBe('paying');
    // No mock cashier to pay with.
    expect((await callApi(t, 'mockPay', { payApplyNo: application['payApplyNo'] ?? '', timeStamp: '1', sign: 'A'.repeat(40), checkNo: 'x' })).statusCode).toBe(404);

    const notice = cashier.notice(application);
    const paid = await cashier.post(application, notice);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, code: 0, message: '支付通知已处理' });
    expect(await storedStatus(t, orderNo)).toBe('processing');
    const payment = await t.db.query('SELECT status, amount, payment_source FROM order_payments WHERE pay_apply_no = $1', [application['payApplyNo']]);
    expect(payment.rows).toEqual([{ status: 'paid', amount: 20_000, payment_source: 'insurerCashier' }]);

    // The cashier repeats its notice until it hears success: each repeat is answered so, doing nothing.
    const afterPay = await snapshot();
    expect((await cashier.post(application, notice)).json()).toMatchObject({ success: true });
    expect((await cashier.post(application, cashier.notice(application), 'json')).json()).toMatchObject({ success: true });
    expect(await snapshot()).toEqual(afterPay);

    t.clock.advance(3000);
    await runDueJobs(t.context);
    expect(await storedStatus(t, orderNo)).toBe('success');
    expect((await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo: token })).json().result).toMatchObject({ payStatus: 'paid', nextUrl: expect.stringMatching(/^\/result\?/) });
  });

  it('refuses a forged, stale, replayed, wrongly priced, superseded or unknown notice, changing nothing', async () => {
    const { orderNo, token } = await newOrder();
    const first = await goToCashier(token);
    const application = await goToCashier(token);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // A failed payment is taken (the buyer may pay again) and its nonce remembered.
    const failed = cashier.notice(application, { status: 'failed' });
    expect((await cashier.post(application, failed)).statusCode).toBe(200);
    expect(await storedStatus(t, orderNo)).toBe('paying');
    const before = await snapshot();

    const refusals: [string, Awaited<ReturnType<typeof cashier.post>>][] = [
      ['支付通知签名校验失败', await cashier.post(application, cashier.notice(application, { sign: 'f'.repeat(64) }))],
      ['支付通知签名校验失败', await cashier.post(application, standInCashier(t, 'x'.repeat(32)).notice(application))],
      ['支付通知签名校验失败', await cashier.post(application, { ...cashier.notice(application), amount: '1' }, 'json')],
      ['支付通知时间戳已过期', await cashier.post(application, cashier.notice(application, { timestamp: String(now - 301) }))],
      ['支付通知时间戳已过期', await cashier.post(application, cashier.notice(application, { timestamp: String(now + 301) }))],
      ['支付通知重复（nonce 已使用）', await cashier.post(application, cashier.notice(application, { nonce: failed.nonce }))],
      ['支付金额与支付申请不一致', await cashier.post(application, cashier.notice(application, { amount: '19999' }))],
      ['支付申请已失效，请重新发起支付', await cashier.post(first, cashier.notice(first))],
      ['支付申请不存在', await cashier.post(application, cashier.notice(application, { payApplyNo: 'PA-NOBODY' }))],
    ];
    for (const [message, response] of refusals) {
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    expect(await snapshot()).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('paying');
    // Just inside the window, the genuine notice still pays.
    expect((await cashier.post(application, cashier.notice(application, { timestamp: String(now - 300) }))).statusCode).toBe(200);
    expect(await storedStatus(t, orderNo)).toBe('processing');
  });

  it('pays once for concurrent duplicate notices', async () => {
    const { orderNo, token } = await newOrder();
    const application = await goToCashier(token);
    const before = await snapshot();
    const same = cashier.notice(application);
    const responses = await Promise.all([same, same, cashier.notice(application), cashier.notice(application), cashier.notice(application)].map((notice) => cashier.post(application, notice)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await snapshot();
    expect(after).toMatchObject({ paid: (before?.paid ?? 0) + 1, jobs: (before?.jobs ?? 0) + 1, events: (before?.events ?? 0) + 1 });
    expect(await storedStatus(t, orderNo)).toBe('processing');
  });

  it('takes the pay button of a submitted order to the cashier too', async () => {
    const { orderNo, token } = await newOrder();
    const step = (await callApi(t, 'nextStep', { ...mockOrderBody(), encryptOrderNo: token, buttonCode: 'pay' })).json().result.pageActionList;
    const application = cashier.receive(step[1]);
    expect((await cashier.post(application, cashier.notice(application))).statusCode).toBe(200);
    expect(await storedStatus(t, orderNo)).toBe('processing');
  });

  it('refuses a notice that arrives after the order closed unpaid (the cashier refunds it)', async () => {
    const { orderNo, token } = await newOrder();
    const application = await goToCashier(token);
    const late = cashier.notice(application);
    // The order is past its deadline; the notice is signed and fresh, but too late.
    await t.db.query(`UPDATE orders SET submitted_at = submitted_at - interval '30 minutes' WHERE order_no = $1`, [orderNo]);
    const before = await snapshot();
    const refused = await cashier.post(application, late);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: '订单已超时关闭，款项将由收银台原路退回' });
    // Nothing is paid, queued or remembered for the late notice. The app's background sweep may close
    // the overdue order meanwhile (one status event), which is what it is for.
    const after = await snapshot();
    expect({ ...after, events: before?.events }).toEqual(before);
    expect(after?.events).toBeLessThanOrEqual((before?.events ?? 0) + 1);
    expect(['paying', 'closed']).toContain(await storedStatus(t, orderNo));
    expect((await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo: token })).json()).toEqual({
      success: true,
      code: 0,
      message: '订单已超时关闭，请重新投保',
      result: { orderNo, payStatus: 'closed' },
    });
    expect(await storedStatus(t, orderNo)).toBe('closed');
    expect((await cashier.post(application, cashier.notice(application))).json().message).toBe('订单已超时关闭，款项将由收银台原路退回');
  });
});
