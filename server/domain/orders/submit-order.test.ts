import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { callApi } from '../../testing/call-api';
import { healthOrderBody } from './testing/health-order-body';
import { basicHealthOrder, chosen } from '../../testing/order-bodies';
import { HEALTH_PRODUCT_IDS } from '../products/seed-data/health-goods';

const CONCURRENT_SUBMITS = 20;

describe.each(testDatabases())('submitOrder on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const body = () => healthOrderBody(t.clock.now());
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  const orderCount = () => count('SELECT count(*)::int AS n FROM orders');

  it('submits one draft once, however many identical submits arrive at the same time', async () => {
    const { orderNo } = (await callApi(t, 'saveOrder', body())).json().result as { orderNo: string };
    const replies = await Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, () => callApi(t, 'submitOrder', { ...body(), orderNo })));
    const first = replies[0]?.json();
    expect(first).toMatchObject({ success: true, code: 0 });
    for (const reply of replies) expect(reply.json()).toEqual(first);
    expect(await count('SELECT count(*)::int AS n FROM order_status_events WHERE order_no = $1 AND to_status = $2', [orderNo, 'submitted'])).toBe(1);
    const later = await callApi(t, 'submitOrder', { ...body(), orderNo, goodsName: '晚到的重复提交' });
    expect(later.json()).toEqual(first);
  });

  it('creates one order for one idempotency key, however many submits carry it at the same time', async () => {
    const before = await orderCount();
    const headers = { 'idempotency-key': 'checkout-7f3a9c' };
    const replies = await Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, () => callApi(t, 'submitOrder', body(), { headers })));
    const first = replies[0]?.json();
    expect(first).toMatchObject({ success: true, code: 0, message: '订单提交成功' });
    for (const reply of replies) expect(reply.json()).toEqual(first);
    expect(await orderCount()).toBe(before + 1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', ['checkout-7f3a9c'])).toBe(1);
    expect((await callApi(t, 'submitOrder', body(), { headers })).json()).toEqual(first);
    expect((await callApi(t, 'submitOrder', body(), { headers, tenant: 'ba' })).json().result.pageActionList[0].data.orderNo).not.toBe(
      first.result.pageActionList[0].data.orderNo,
    );
  });

  it('refuses an order the rules forbid, with the dialog codes, writing nothing', async () => {
    const before = await orderCount();
    const events = await count('SELECT count(*)::int AS n FROM order_status_events');
    const base = body();
    const refusals: [object, number, string][] = [
      [{ insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: null }] }, 20000, '请完成所有被保人的健康告知'],
      [{ insuranceStartDate: (base.insuranceStartDate ?? 0) - 86_400_000 }, 20000, '保障起期最早为次日，请重新选择'],
      [{ initialPremium: 1 }, 20019, '保费已发生变化，请重新计算保费后提交'],
      [{ channelCodeStatus: 'offSale' }, 20019, '该产品已暂停投保'],
      [{ holder: { person: { ...base.holder?.person, birthday: '1950-01-01', certType: 'P', certNo: 'E12345678' } } }, 20000, ''],
    ];
    for (const [change, code, message] of refusals) {
      const reply = (await callApi(t, 'submitOrder', { ...base, ...change }, { headers: { 'idempotency-key': `refused-${code}-${message}` } })).json();
      expect(reply).toMatchObject({ success: false, code });
      if (message) expect(reply.message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await count('SELECT count(*)::int AS n FROM order_status_events')).toBe(events);
  });

  it('refuses a submit without the parts of an order, naming the field', async () => {
    const { holder: _holder, ...withoutHolder } = body();
    const response = await callApi(t, 'submitOrder', withoutHolder);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('holder');
  });

  it('keeps each signature with the strokes it was drawn from, and refuses one without strokes', async () => {
    const stroke = { penColor: '#000000', minWidth: 1, maxWidth: 3.5, dotSize: 0, velocityFilterWeight: 0.7, points: [{ x: 12.5, y: 40, time: 1_700_000_000_000, pressure: 0.5 }, { x: 80, y: 42.3, time: 1_700_000_000_016, pressure: 0.5 }] };
    const signature = { fileId: 'F-SIGN', url: '/api/v1/file/image/health/F-SIGN', imageType: 'png', width: 351, height: 540, signedAt: 1_700_000_000_100, strokes: [stroke] };
    const pageExtraInfo = { files: { 'signature-2': [signature.url] }, signatures: { 'signature-2': signature } };
    const reply = (await callApi(t, 'submitOrder', { ...body(), pageExtraInfo }, { headers: { 'idempotency-key': 'signed-with-strokes' } })).json();
    expect(reply).toMatchObject({ success: true, code: 0 });
    const orderNo = reply.result.pageActionList[0].data.orderNo as string;
    const row = (await t.db.query<{ payload: { pageExtraInfo: unknown } }>('SELECT payload FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(row?.payload.pageExtraInfo).toEqual(pageExtraInfo);

    const blank = { ...pageExtraInfo, signatures: { 'signature-2': { ...signature, strokes: [] } } };
    const refused = await callApi(t, 'submitOrder', { ...body(), pageExtraInfo: blank }, { headers: { 'idempotency-key': 'signed-blank' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('strokes');
  });

  it('keeps a draft refused at submit as it was', async () => {
    const { orderNo } = (await callApi(t, 'saveOrder', body())).json().result as { orderNo: string };
    const refused = await callApi(t, 'submitOrder', { ...body(), orderNo, insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: false }] });
    expect(refused.json()).toMatchObject({ code: 20000, message: '很抱歉，您不符合投保要求' });
    const row = (await t.db.query<{ status: string; payload: { insuredList: { allowInsure: boolean }[] } }>('SELECT status, payload FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(row?.status).toBe('draft');
    expect(row?.payload.insuredList[0]?.allowInsure).toBe(true);
  });
  it('stores every factor the order was priced with, the defaults its request left out included', async () => {
    const reply = (await callApi(t, 'submitOrder', body(), { headers: { 'idempotency-key': 'states-its-factors' } })).json();
    const orderNo = reply.result.pageActionList[0].data.orderNo as string;
    const detail = (await callApi(t, 'queryOrderByOrderNoForShow', { orderNo })).json().result;
    // The request named neither period; the plan's defaults priced it, and the order says so.
    expect(detail).toMatchObject({ insurancePeriod: '1-Y', paymentPeriod: '1-Y', paymentFrequency: 'month' });
    const row = (await t.db.query<{ payload: { packageList: { productList: { dynamicFactorMap?: Record<string, string> }[] }[] } }>('SELECT payload FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    expect(row?.payload.packageList[0]?.productList[0]?.dynamicFactorMap).toMatchObject({ insurancePeriod: '1-Y', paymentPeriod: '1-Y', socialSecurity: 'Y' });
  });
  it('stores the sum insured the simulated order chose, as a real order of the same choice would have it', async () => {
    const reply = (await callApi(t, 'createMockOrder', basicHealthOrder([chosen(HEALTH_PRODUCT_IDS.basicMain, [['L-PROTON'], ['L-DRUG']])]))).json();
    const orderNo = reply.value.orderNo as string;
    const priced = (await callApi(t, 'premiumCalculate', basicHealthOrder([chosen(HEALTH_PRODUCT_IDS.basicMain, [['L-PROTON'], ['L-DRUG']])]))).json().result;
    const row = (await t.db.query<{ total_sum_insured: number; initial_premium: number }>('SELECT total_sum_insured, initial_premium FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    // The two liabilities the body lists at 100 yuan; the cover is the one chosen, not a figure of the mock's own.
    expect(row).toEqual({ total_sum_insured: priced.totalSumInsured, initial_premium: 20_000 });
    expect((await callApi(t, 'queryOrderByOrderNoForShow', { orderNo })).json().result.insuranceAmount).toBe(priced.totalSumInsured);
  });

});
