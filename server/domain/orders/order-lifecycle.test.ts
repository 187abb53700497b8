import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { openDocument } from '../../pii/seal-document';
import { runDueJobs } from './jobs/run-due-jobs';
import { seedOrders } from './seed';
import { callApi } from '../../testing/call-api';
import { cashierFields } from './testing/cashier-fields';
import { healthOrderBody } from './testing/health-order-body';
import { orderTokenOf } from './testing/order-token-of';
import { storedStatus } from './testing/stored-status';

describe.each(testDatabases())('order lifecycle on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const status = (orderNo: string) => storedStatus(t, orderNo);
  const events = async (orderNo: string) =>
    (await t.db.query<{ to_status: string }>('SELECT to_status FROM order_status_events WHERE order_no = $1 ORDER BY id', [orderNo])).rows.map((row) => row.to_status);

  it('goes from a saved draft through steps, submit, payment and issuing to a policy', async () => {
    const body = healthOrderBody(t.clock.now());
    const saved = await callApi(t, 'saveOrder', { planId: body.planId, goodsId: body.goodsId, holder: { person: { name: '李秀英' } } });
    expect(saved.json()).toMatchObject({ success: true, code: 0, message: '订单已保存' });
    const { orderNo, encryptOrderNo } = saved.json().result as { orderNo: string; encryptOrderNo: string };
    expect(orderNo).toMatch(/^\d{20}$/);
    expect(encryptOrderNo).not.toContain(orderNo);
    expect(await status(orderNo)).toBe('draft');

    const step = await callApi(t, 'nextStep', { ...body, orderNo, pageExtraInfo: { nextPageCode: 'confirm' } });
    expect(step.json()).toEqual({
      success: true,
      code: 0,
      message: '订单已保存',
      result: {
        pageActionList: [
          { pageAction: 'updateOrderNo', data: { orderNo, encryptOrderNo } },
          { pageAction: 'jumpToPage', data: { pageCode: 'confirm' } },
        ],
      },
    });

    const submitted = await callApi(t, 'submitOrder', { ...body, encryptOrderNo });
    expect(submitted.json()).toMatchObject({ success: true, code: 0, message: '订单提交成功' });
    const actions = submitted.json().result.pageActionList;
    expect(actions[0]).toEqual({ pageAction: 'updateOrderNo', data: { orderNo, encryptOrderNo } });
    expect(actions[1]).toEqual({ pageAction: 'jumpToUrl', data: { url: `/querypay?encryptOrderNo=${encodeURIComponent(encryptOrderNo)}&from=health` } });
    const priced = (await t.db.query('SELECT pay_type, initial_premium, next_premium, total_premium FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(priced).toMatchObject({ pay_type: 2 });
    expect(priced?.['initial_premium']).toBeGreaterThan(0);
    expect(priced?.['total_premium']).toBe((priced?.['initial_premium'] as number) + 11 * (priced?.['next_premium'] as number));

    const refusedEdit = await callApi(t, 'saveOrder', { ...body, orderNo, goodsName: '改过的名字' });
    expect(refusedEdit.statusCode).toBe(409);
    expect(refusedEdit.json().message).toBe('订单已提交，不能再修改');

    const payQuery = (await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json().result;
    expect(payQuery).toMatchObject({ orderNo, payStatus: 'unpaid' });
    expect((await callApi(t, 'mockPay', cashierFields(payQuery.nextUrl))).json().value).toMatchObject({ orderNo, payStatus: 'paid' });
    expect(await status(orderNo)).toBe('processing');

    t.clock.advance(3000);
    await runDueJobs(t.context);
    await expect(events(orderNo)).resolves.toEqual(['draft', 'submitted', 'paying', 'processing', 'success']);
    const result = (await callApi(t, 'queryInsureResult', { orderNo })).json().result;
    expect(result).toMatchObject({ issueStatus: 'success', resultStatus: 1 });
    // 保障方案 is the plan the buyer chose (the confirm page's plan name), on the policy as on the order.
    expect(result.policyList[0]).toMatchObject({ planName: '安心百万医疗险（基础版）', holderName: '李**', insuredName: '李**', premium: priced?.['total_premium'], insuranceStartDate: body.insuranceStartDate });

    const shown = (await callApi(t, 'queryOrderByOrderNoForShow', { encryptOrderNo })).json().result;
    expect(shown).toMatchObject({
      orderNo,
      goodsName: '安心百万医疗险',
      planName: '安心百万医疗险（基础版）',
      paymentFrequency: 'month',
      firstYearPremium: priced?.['total_premium'],
      totalPremium: priced?.['total_premium'],
      holder: { person: { name: '李**', certNo: '3101*************8', phone: '138****5678', email: 'l***@example.com', birthday: '****-**-**' } },
    });
  });

  it('fails issuing a paid order whose start date passed', async () => {
    const body = healthOrderBody(t.clock.now());
    const submitted = await callApi(t, 'submitOrder', { ...body, insuranceStartDate: (body.insuranceStartDate ?? 0) + 5 * 86_400_000 }, {
      headers: { 'idempotency-key': 'late-payer' },
    });
    const { orderNo } = submitted.json().result.pageActionList[0].data as { orderNo: string };
    const nextUrl = (await callApi(t, 'queryQueryPayNextUrl', { orderNo })).json().result.nextUrl as string;
    expect((await callApi(t, 'mockPay', cashierFields(nextUrl))).statusCode).toBe(200);
    t.clock.advance(7 * 86_400_000);
    await runDueJobs(t.context);
    expect(await status(orderNo)).toBe('failed');
    expect((await callApi(t, 'queryInsureResult', { orderNo })).json().result).toMatchObject({ issueStatus: 'failed', message: '保障起期已过，承保失败，保费将原路退回' });
  });

  it('answers a step on a submitted order with where to go next, changing nothing', async () => {
    const submitted = await callApi(t, 'submitOrder', healthOrderBody(t.clock.now()), { headers: { 'idempotency-key': 'step-after-submit' } });
    const { orderNo, encryptOrderNo } = submitted.json().result.pageActionList[0].data as { orderNo: string; encryptOrderNo: string };
    const step = (await callApi(t, 'nextStep', { ...healthOrderBody(t.clock.now()), orderNo, goodsName: '不会被保存' })).json().result.pageActionList;
    expect(step).toEqual([
      { pageAction: 'updateOrderNo', data: { orderNo, encryptOrderNo } },
      { pageAction: 'alert', data: { message: '订单已提交，请尽快完成支付' } },
      { pageAction: 'jumpToUrl', data: { url: `/querypay?encryptOrderNo=${encodeURIComponent(encryptOrderNo)}&from=health` } },
    ]);
    const stored = (await t.db.query<{ payload: { goodsName: string } }>('SELECT payload FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(stored?.payload.goodsName).toBe('安心百万医疗险');

    const pay = (await callApi(t, 'nextStep', { ...healthOrderBody(t.clock.now()), orderNo, buttonCode: 'pay' })).json().result.pageActionList;
    expect(pay[1]).toMatchObject({ pageAction: 'formSubmit', data: { url: '/mockpay', formData: { from: 'health' } } });
    const form = pay[1].data.formData as Record<string, string>;
    // The cashier is told the amount the order is priced at, to show it.
    const priced = (await t.db.query<{ initial_premium: number }>('SELECT initial_premium FROM orders WHERE order_no = $1', [orderNo])).rows[0]?.initial_premium;
    expect(form['amount']).toBe(String(priced));
    expect((await callApi(t, 'mockPay', { payApplyNo: form['payApplyNo'] ?? '', timeStamp: form['timeStamp'] ?? '', sign: form['sign'] ?? '', checkNo: form['checkNo'] ?? '' })).statusCode).toBe(200);
    const afterPay = (await callApi(t, 'nextStep', { ...healthOrderBody(t.clock.now()), orderNo })).json().result.pageActionList;
    // The result page names the promotion, whose template's result page it shows.
    expect(afterPay[1]).toEqual({ pageAction: 'jumpToUrl', data: { url: `/result?encryptOrderNo=${encodeURIComponent(encryptOrderNo)}&promotionId=health-baiwan&from=health` } });
  });

  it('refuses a step with wrong data (20000) or off sale (20019), saving nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n;
    const before = await count();
    const body = healthOrderBody(t.clock.now());
    const badPhone = await callApi(t, 'nextStep', { ...body, holder: { person: { ...body.holder?.person, phone: '23812345678' } } });
    expect(badPhone.json()).toEqual({ success: false, code: 20000, message: '投保人：手机号码格式错误' });
    const refusedHealth = await callApi(t, 'nextStep', { ...body, insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: false }] });
    expect(refusedHealth.json()).toMatchObject({ code: 20000, message: '很抱歉，您不符合投保要求' });
    expect((await callApi(t, 'nextStep', { ...body, channelCodeStatus: 'offSale' })).json()).toMatchObject({ code: 20019, message: '该产品已暂停投保' });
    expect(await count()).toBe(before);
  });

  it('masks personal data in order details, and keeps the originals when the masks come back', async () => {
    const body = healthOrderBody(t.clock.now());
    const saved = (await callApi(t, 'saveOrder', body)).json().result as { orderNo: string };
    const detail = (await callApi(t, 'queryOrderDetail', { orderNo: saved.orderNo, needAllInsured: true })).json().result;
    expect(detail.holder.person).toMatchObject({ name: '李**', certNo: '3101*************8', phone: '138****5678', birthday: '****-**-**' });
    expect(detail.insuredList[0].person).toMatchObject({ name: '李**', certNo: '3101*************8', birthday: '****-**-**' });
    expect(JSON.stringify(detail)).not.toContain('310104198506122428');

    const step = await callApi(t, 'nextStep', { ...detail, holder: { ...detail.holder, person: { ...detail.holder.person, email: 'new@example.com' } } });
    expect(step.json().success).toBe(true);
    const sealed = (await t.db.query<{ payload: typeof body }>('SELECT payload FROM orders WHERE order_no = $1', [saved.orderNo])).rows[0]?.payload;
    // Stored sealed: no personal data in clear, and it opens to the originals.
    expect(JSON.stringify(sealed)).not.toMatch(/李秀英|310104198506122428|13812345678|new@example\.com/);
    const stored = openDocument(sealed, t.context.pii);
    expect(stored?.holder?.person).toMatchObject({ name: '李秀英', certNo: '310104198506122428', birthday: '1985-06-12', phone: '13812345678', email: 'new@example.com' });
  });

  it("keeps a tenant's orders invisible to another tenant", async () => {
    const saved = (await callApi(t, 'saveOrder', healthOrderBody(t.clock.now()))).json().result as { orderNo: string; encryptOrderNo: string };
    const asBa = { tenant: 'ba' };
    for (const [name, payload] of [
      ['queryOrderDetail', { orderNo: saved.orderNo }],
      ['queryOrderByOrderNoForShow', { encryptOrderNo: saved.encryptOrderNo }],
      ['queryInsureResult', { orderNo: saved.orderNo }],
      ['queryPolicyDetail', { orderNo: saved.orderNo }],
      ['saveOrder', { ...healthOrderBody(t.clock.now()), orderNo: saved.orderNo }],
      ['nextStep', { ...healthOrderBody(t.clock.now()), orderNo: saved.orderNo }],
      ['submitOrder', { ...healthOrderBody(t.clock.now()), encryptOrderNo: saved.encryptOrderNo }],
    ] as const) {
      const response = await callApi(t, name, payload, asBa);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().message).toBe('订单不存在');
    }
    expect(await status(saved.orderNo)).toBe('draft');
    expect((await callApi(t, 'queryOrderDetail', { orderNo: saved.orderNo })).statusCode).toBe(200);
  });

  it('dates the next monthly payment one month after the start, a yearly one a year after', async () => {
    const next = async (payload: object) => (await callApi(t, 'getNextPaymentPeriod', { planId: 'P-HEALTH-BASIC', ...payload })).json().result;
    expect(await next({ insuranceStartDate: Date.parse('2026-01-30T16:00:00.000Z') })).toBe('2026-02-28');
    expect(await next({ insuranceStartDate: Date.parse('2026-11-21T16:00:00.000Z') })).toBe('2026-12-22');
    const yearly = await callApi(t, 'submitOrder', { ...healthOrderBody(t.clock.now()), paymentFrequency: 'year' }, { headers: { 'idempotency-key': 'yearly' } });
    const { orderNo } = yearly.json().result.pageActionList[0].data as { orderNo: string };
    expect(await next({ orderNo, insuranceStartDate: Date.parse('2026-11-21T16:00:00.000Z') })).toBe('2027-11-22');
  });

});

describe.each(testDatabases())('demo orders on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const status = (orderNo: string) => storedStatus(t, orderNo);

  // The app's seed has already placed the demo orders, dated from the test clock.
  it('seeds demo orders once per tenant, issued and awaiting payment', async () => {
    const counts = async () =>
      (await t.db.query(`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM policies)::int AS policies, (SELECT count(*) FROM order_status_events)::int AS events`)).rows[0];
    const before = await counts();
    await seedOrders(t.db, t.context.pii, t.clock.now());
    expect(await counts()).toEqual(before);

    // Nobody created the demo orders in a browser: they are named by their tokens, as links would.
    const issued = (await callApi(t, 'queryInsureResult', { encryptOrderNo: await orderTokenOf(t, '20261101093015000001') })).json().result;
    expect(issued).toMatchObject({ issueStatus: 'success', resultStatus: 1 });
    expect(issued.policyList.map((policy: { insuredName: string }) => policy.insuredName)).toEqual(['陈*', '陈**']);
    expect((await callApi(t, 'queryInsureResult', { encryptOrderNo: await orderTokenOf(t, '20261102140236000003') })).statusCode).toBe(404);
    const unpaid = (await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo: await orderTokenOf(t, '20261102153347000004') }, { tenant: 'ba' })).json().result;
    expect(unpaid.payStatus).toBe('unpaid');
    expect((await callApi(t, 'mockPay', cashierFields(unpaid.nextUrl), { tenant: 'ba' })).statusCode).toBe(200);
    t.clock.advance(3000);
    await runDueJobs(t.context);
    expect(await status('20261102153347000004')).toBe('success');
  });
});
