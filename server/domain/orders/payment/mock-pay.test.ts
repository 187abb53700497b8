import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedTenants } from '../../../seed/seed-tenants';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { runDueJobs } from '../jobs/run-due-jobs';
import { callApi } from '../../../testing/call-api';
import { latestSmsCode } from '../testing/latest-sms-code';
import { cashierFields, type CashierFields } from '../testing/cashier-fields';
import { mockOrderBody } from '../testing/mock-order-body';
import { storedStatus } from '../testing/stored-status';
import { paySign } from './pay-sign';

describe.each(testDatabases())('simulated order and payment on $name', (target) => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  beforeAll(async () => {
    // Simulated orders need no product data, only the tenants.
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  const mockOrder = async (overrides: object = {}, tenant?: string) => {
    const response = await callApi(t, 'createMockOrder', { ...mockOrderBody(), ...overrides }, tenant ? { tenant } : {});
    expect(response.json()).toMatchObject({ success: true, code: 0, message: '模拟下单成功' });
    return response.json().value.orderNo as string;
  };
  const payRequest = async (orderNo: string, tenant?: string) => {
    const response = await callApi(t, 'mockPayRequest', { orderNo, returnUrl: '/result' }, tenant ? { tenant } : {});
    expect(response.statusCode).toBe(200);
    return response.json().value as { checkNo: string; payApplyNo: string; url: string };
  };
  const pay = (fields: CashierFields, tenant?: string) => callApi(t, 'mockPay', fields, tenant ? { tenant } : {});
  const status = (orderNo: string) => storedStatus(t, orderNo);
  const snapshot = async () =>
    (await t.db.query(`SELECT (SELECT count(*) FROM order_status_events)::int AS events, (SELECT count(*) FROM order_payments WHERE status = 'paid')::int AS paid, (SELECT count(*) FROM order_jobs)::int AS jobs`)).rows[0];

  it('creates a simulated order at 100 yuan per liability, paid through WECHAT', async () => {
    const orderNo = await mockOrder();
    const row = (await t.db.query('SELECT status, data_source, is_mock, initial_premium, pay_type FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(row).toEqual({ status: 'submitted', data_source: 'WECHAT', is_mock: true, initial_premium: 20_000, pay_type: 1 });
    const noLiability = await callApi(t, 'createMockOrder', { ...mockOrderBody(), packageList: [] });
    expect(noLiability.json()).toMatchObject({ success: false, code: 20000, message: '模拟订单至少需要选择一项保障责任' });
  });

  it('opens a signed cashier and takes the order through payment and issuing to success', async () => {
    const orderNo = await mockOrder();
    const request = await payRequest(orderNo);
    expect(request.url).toMatch(/^\/mockpay\?/);
    const fields = cashierFields(request.url);
    expect(fields).toMatchObject({ payApplyNo: request.payApplyNo, checkNo: request.checkNo, timeStamp: String(t.clock.now().getTime()) });
    // The cashier shows what the simulated order costs (2 liabilities x 100 yuan), not a trial's figure.
    expect(new URL(request.url, 'http://localhost').searchParams.get('amount')).toBe('20000');
    expect(fields.sign).toBe(paySign(fields, t.context.config.paySignSecret));
    expect(await status(orderNo)).toBe('paying');

    const paid = await pay(fields);
    expect(paid.json()).toEqual({ success: true, code: 0, message: '支付成功', value: { orderNo, payStatus: 'paid', returnUrl: '/result' } });
    expect(await status(orderNo)).toBe('processing');
    expect((await callApi(t, 'queryInsureResult', { orderNo })).json().result).toEqual({ orderNo, issueStatus: 'processing' });

    await runDueJobs(t.context);
    expect(await status(orderNo)).toBe('processing');
    t.clock.advance(3000);
    await runDueJobs(t.context);
    expect(await status(orderNo)).toBe('success');
    const result = (await callApi(t, 'queryInsureResult', { orderNo })).json().result;
    expect(result).toMatchObject({ orderNo, issueStatus: 'success', resultStatus: 1 });
    expect(result.policyList).toHaveLength(1);
    expect(result.policyList[0]).toMatchObject({ orderNo, holderName: '王**', insuredName: '王**', premium: 20_000, productName: '安心百万医疗险' });
    expect(result.policyList[0].policyNo).toMatch(/^P\d{18}$/);
    const detail = (await callApi(t, 'queryPolicyDetail', { orderNo })).json().result;
    expect(detail.policyList).toEqual(result.policyList);
    expect((await callApi(t, 'queryPolicyResult', { orderNo })).json().result).toEqual(result);
  });

  it('refuses a bad signature, a stale or future timestamp and a replay, changing nothing', async () => {
    const orderNo = await mockOrder();
    const fields = cashierFields((await payRequest(orderNo)).url);
    const before = await snapshot();

    const forged = await pay({ ...fields, sign: paySign(fields, 'guessed secret') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: '支付签名校验失败' });
    const otherCheck = await pay({ ...fields, checkNo: 'FFFFFFFFFFFFFFFF', sign: paySign({ ...fields, checkNo: 'FFFFFFFFFFFFFFFF' }, t.context.config.paySignSecret) });
    expect(otherCheck.json().message).toBe('支付签名校验失败');

    const stale = { ...fields, timeStamp: String(t.clock.now().getTime() - 301_000) };
    expect((await pay({ ...stale, sign: paySign(stale, t.context.config.paySignSecret) })).json()).toMatchObject({ success: false, message: '支付链接已过期，请重新发起支付' });
    const future = { ...fields, timeStamp: String(t.clock.now().getTime() + 301_000) };
    expect((await pay({ ...future, sign: paySign(future, t.context.config.paySignSecret) })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await status(orderNo)).toBe('paying');

    t.clock.advance(300_000);
    expect((await pay(fields)).statusCode).toBe(200);
    const afterPay = await snapshot();
    const replay = await pay(fields);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ success: false, message: '该笔支付已完成，请勿重复提交' });
    expect(await snapshot()).toEqual(afterPay);
    t.clock.advance(1);
    expect((await pay(fields)).json().message).toBe('支付链接已过期，请重新发起支付');
  });

  it('lets only the latest cashier of an order pay, and no cashier once paid', async () => {
    const orderNo = await mockOrder();
    const first = cashierFields((await payRequest(orderNo)).url);
    const second = cashierFields((await payRequest(orderNo)).url);
    expect((await pay(first)).json()).toMatchObject({ success: false, message: '支付申请已失效，请重新发起支付' });
    expect((await pay(second)).statusCode).toBe(200);
    const again = await callApi(t, 'mockPayRequest', { orderNo, returnUrl: '/result' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('订单已支付，请勿重复支付');
  });

  it('refuses a return address the app may not navigate to', async () => {
    const orderNo = await mockOrder();
    const response = await callApi(t, 'mockPayRequest', { orderNo, returnUrl: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    // Nor another site: the cashier would be an open redirect.
    const elsewhere = await callApi(t, 'mockPayRequest', { orderNo, returnUrl: 'https://evil.example/phish' });
    expect(elsewhere.json()).toMatchObject({ success: false, message: '支付返回地址不合法' });
    expect(await status(orderNo)).toBe('submitted');
  });

  it('fails issuing when the start date passed before the policy could be issued', async () => {
    const start = Date.parse('2026-11-21T16:00:00.000Z');
    const orderNo = await mockOrder({ insuranceStartDate: start });
    expect((await pay(cashierFields((await payRequest(orderNo)).url))).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 60 * 60_000);
    await runDueJobs(t.context);
    expect(await status(orderNo)).toBe('failed');
    expect((await callApi(t, 'queryInsureResult', { orderNo })).json().result).toEqual({
      orderNo,
      issueStatus: 'failed',
      resultStatus: 0,
      message: '保障起期已过，承保失败，保费将原路退回',
    });
    expect((await callApi(t, 'queryPolicyDetail', { orderNo })).json().result.policyList).toEqual([]);
  });

  it('sends the payment query page to a fresh cashier until paid, then to the result page', async () => {
    const orderNo = await mockOrder();
    const first = (await callApi(t, 'queryQueryPayNextUrl', { orderNo })).json().result;
    expect(first).toMatchObject({ orderNo, payStatus: 'unpaid' });
    const second = (await callApi(t, 'queryQueryPayNextUrl', { orderNo })).json().result;
    expect(second.payStatus).toBe('paying');
    expect((await pay(cashierFields(second.nextUrl))).statusCode).toBe(200);
    const after = (await callApi(t, 'queryQueryPayNextUrl', { orderNo })).json().result;
    expect(after.payStatus).toBe('paid');
    expect(after.nextUrl).toMatch(/^\/result\?encryptOrderNo=[\w.-]+&from=health$/);
  });

  it('enters the cashier by a posted form as a payment gateway would', async () => {
    const fields = { payApplyNo: 'PA1', timeStamp: '1', sign: 'A'.repeat(40), checkNo: 'C1', amount: '17650', from: 'ba' };
    const response = await t.app.inject({ method: 'POST', url: '/mockpay', payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/mockpay?${new URLSearchParams(fields).toString()}`);
  });

  it('pays by bank debit with the payment SMS code', async () => {
    const orderNo = await mockOrder();
    const bank = { bankCode: 'ICBC', paymentMethod: 'withhold', bankAccountName: '王建国', bankAccount: '6222020200112233445', phoneNo: '13912345678' };
    const sent = await callApi(t, 'sendValidateCode', {
      planId: 'P-HEALTH-BASIC',
      target: '13912345678',
      businessType: 'identityValidate',
      validateCodeType: 'smsValidateCode',
      orderNo,
      extraInfo: bank,
    });
    expect(sent.json()).toMatchObject({ success: true });
    const code = await latestSmsCode(t, '13912345678');
    const wrong = await callApi(t, 'payConfirm', { orderNo, validateCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误，还可尝试4次');
    expect(await status(orderNo)).toBe('submitted');

    const confirmed = await callApi(t, 'payConfirm', { orderNo, validateCode: code });
    expect(confirmed.json()).toMatchObject({ success: true, code: 0, result: { pageActionList: [{ pageAction: 'jumpToUrl' }] } });
    expect(await status(orderNo)).toBe('processing');
    const repeat = await callApi(t, 'payConfirm', { orderNo, validateCode: code });
    expect(repeat.json()).toEqual(confirmed.json());
    const payments = await t.db.query('SELECT payment_source, amount FROM order_payments WHERE order_no = $1 AND status = $2', [orderNo, 'paid']);
    expect(payments.rows).toEqual([{ payment_source: 'bankDebit', amount: 20_000 }]);
    const shown = (await callApi(t, 'queryOrderDetail', { orderNo })).json().result;
    expect(shown.payment).toEqual({ ...bank, bankAccount: '6222***********3445', bankAccountName: '王**', phoneNo: '139****5678' });
  });

  it("keeps one tenant's orders and payments out of another's reach", async () => {
    const orderNo = await mockOrder();
    const request = await payRequest(orderNo);
    const token = (await callApi(t, 'queryOrderDetail', { orderNo })).json().result.encryptOrderNo as string;
    for (const lookup of [{ orderNo }, { encryptOrderNo: token }, { orderNo: token }]) {
      const response = await callApi(t, 'queryOrderDetail', lookup, { tenant: 'ba' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: '订单不存在' });
    }
    expect((await callApi(t, 'mockPayRequest', { orderNo, returnUrl: '/result' }, { tenant: 'ba' })).statusCode).toBe(404);
    expect((await pay(cashierFields(request.url), 'ba')).statusCode).toBe(404);
    expect(await status(orderNo)).toBe('paying');
  });

  it('retries a failing job with growing delays, then gives it up', async () => {
    const orderNo = await mockOrder();
    // A job filed under the wrong tenant cannot read its order: every run fails.
    await t.db.query(
      `INSERT INTO order_jobs (tenant_code, order_no, kind, state, run_at, attempts, created_at, updated_at) VALUES ('ba', $1, 'issuePolicy', 'pending', $2, 0, $2, $2)`,
      [orderNo, t.clock.now()],
    );
    const job = async () => (await t.db.query<{ state: string; attempts: number; last_error: string | null }>('SELECT state, attempts, last_error FROM order_jobs WHERE order_no = $1', [orderNo])).rows[0];
    for (const [attempt, delay] of [[1, 5000], [2, 10_000], [3, 20_000], [4, 40_000]] as const) {
      await runDueJobs(t.context);
      expect(await job()).toEqual({ state: 'pending', attempts: attempt, last_error: '订单不存在' });
      t.clock.advance(delay - 1);
      await runDueJobs(t.context);
      expect((await job())?.attempts).toBe(attempt);
      t.clock.advance(1);
    }
    await runDueJobs(t.context);
    expect(await job()).toMatchObject({ state: 'dead', attempts: 5 });
    expect(await status(orderNo)).toBe('submitted');
  });

  it('resumes pending issuing jobs after a restart', async () => {
    const orderNo = await mockOrder();
    expect((await pay(cashierFields((await payRequest(orderNo)).url))).statusCode).toBe(200);
    await t.app.close();
    t.clock.advance(3000);
    restarted = await t.buildAnotherApp();
    for (let waited = 0; waited < 100 && (await status(orderNo)) !== 'success'; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status(orderNo)).toBe('success');
  });
});
