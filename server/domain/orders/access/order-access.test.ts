import { Signer } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, type ApiCallName } from '../../../../schema/api';
import { SEED_PLANS } from '../../../seed/seed-ids';
import { callApi, injectApi } from '../../../testing/call-api';
import { CookieJar } from '../../../testing/cookie-jar';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { healthOrderBody } from '../testing/health-order-body';
import { storedStatus } from '../testing/stored-status';
import { BUYER_COOKIE_NAME, BUYER_GRANT_TTL_MS } from './access-limits';
import { purgeOldGrants } from './order-grants';

const NOT_FOUND = { success: false, code: 40400, message: '订单不存在' };

/** Calls whose body may carry an order number but that never look the order up. */
const CALLS_NOT_READING_ORDERS: readonly ApiCallName[] = ['premiumCalculate', 'benefitCalculate', 'smartQuestionStart', 'createMockOrder'];

/** Every buyer call that names an order, with a body naming it by `orderNo`. */
function namingCalls(orderNo: string, now: Date): [ApiCallName, object][] {
  const order = healthOrderBody(now);
  const bank = { bankCode: 'ICBC', paymentMethod: 'withhold', bankAccountName: '李秀英', bankAccount: '6222020200112233445' };
  return [
    ['queryOrderDetail', { orderNo, needAllInsured: true }],
    ['queryOrderByOrderNoForShow', { orderNo }],
    ['queryInsureResult', { orderNo }],
    ['queryPolicyResult', { orderNo }],
    ['queryPolicyDetail', { orderNo }],
    ['queryQueryPayNextUrl', { orderNo }],
    ['createBuyerLink', { orderNo }],
    ['payConfirm', { orderNo }],
    ['mockPayRequest', { orderNo, returnUrl: '/result' }],
    [
      'sendValidateCode',
      { planId: SEED_PLANS.healthBasic.planId, target: '13812345678', businessType: 'identityValidate', validateCodeType: 'smsValidateCode', orderNo, extraInfo: bank },
    ],
    ['saveOrder', { ...order, orderNo }],
    ['nextStep', { ...order, orderNo }],
    ['submitOrder', { ...order, orderNo }],
  ];
}

function signedValue(jar: CookieJar): string {
  return decodeURIComponent(jar.get(BUYER_COOKIE_NAME) ?? '');
}

describe.each(testDatabases())('orders named by their plain number on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  /** Submits an order from a browser: its number and token. */
  const submitFrom = async (jar: CookieJar) => {
    const reply = await callApi(t, 'submitOrder', healthOrderBody(t.clock.now()), { jar });
    expect(reply.json()).toMatchObject({ success: true, code: 0 });
    return reply.json().result.pageActionList[0].data as { orderNo: string; encryptOrderNo: string };
  };
  const showFrom = (jar: CookieJar | null, lookup: object) => callApi(t, 'queryOrderByOrderNoForShow', lookup, { jar });

  it('answers 订单不存在 to a plain number from another browser or from none, on every call naming an order', async () => {
    // Every call whose body can carry an order number is either tried below or known not to read the order.
    const naming = API_CALLS.filter((call) => {
      const text = JSON.stringify([call.method === 'POST' ? call.body : undefined, call.query]);
      return text.includes('"orderNo"') || text.includes('"$ref":"Order"');
    }).map((call) => call.name);
    const covered = [...namingCalls('1', t.clock.now()).map(([name]) => name), 'getNextPaymentPeriod', ...CALLS_NOT_READING_ORDERS];
    expect(new Set(naming)).toEqual(new Set(covered));

    const buyer = new CookieJar();
    const { orderNo } = await submitFrom(buyer);
    const other = new CookieJar();
    await submitFrom(other);
    const smsCodes = async () => (await t.db.query('SELECT count(*)::int AS n FROM sms_codes')).rows[0];
    const codesBefore = await smsCodes();
    expect(other.get(BUYER_COOKIE_NAME)).toBeDefined();
    expect(other.get(BUYER_COOKIE_NAME)).not.toBe(buyer.get(BUYER_COOKIE_NAME));

    for (const jar of [other, null]) {
      for (const [name, body] of namingCalls(orderNo, t.clock.now())) {
        const reply = await callApi(t, name, body, { jar });
        expect([name, reply.statusCode, reply.json()]).toEqual([name, 404, NOT_FOUND]);
      }
    }
    expect(await storedStatus(t, orderNo)).toBe('submitted');
    expect(await smsCodes()).toEqual(codesBefore);

    const shown = await showFrom(buyer, { orderNo });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().result.orderNo).toBe(orderNo);
    expect(shown.json().result).not.toHaveProperty('encryptOrderNo');
    expect((await callApi(t, 'queryQueryPayNextUrl', { orderNo }, { jar: buyer })).json().result).toMatchObject({ orderNo, payStatus: 'unpaid' });
  });

  it('tells a stranger naming a yearly order the monthly date, as if no order were named', async () => {
    const buyer = new CookieJar();
    const order = healthOrderBody(t.clock.now());
    const yearly = await callApi(t, 'submitOrder', { ...order, paymentFrequency: 'year' }, { jar: buyer });
    const { orderNo } = yearly.json().result.pageActionList[0].data as { orderNo: string };
    const body = { planId: order.planId, insuranceStartDate: Date.parse('2026-11-21T16:00:00.000Z'), orderNo };
    expect((await callApi(t, 'getNextPaymentPeriod', body, { jar: buyer })).json().result).toBe('2027-11-22');
    expect((await callApi(t, 'getNextPaymentPeriod', body, { jar: null })).json().result).toBe('2026-12-22');
  });

  it('lets a browser that opened the order by its token name it by its plain number afterwards', async () => {
    const { orderNo, encryptOrderNo } = await submitFrom(new CookieJar());
    const linked = new CookieJar();
    expect((await showFrom(linked, { orderNo })).statusCode).toBe(404);
    const opened = await showFrom(linked, { encryptOrderNo });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().result).not.toHaveProperty('encryptOrderNo');
    expect(opened.headers['set-cookie']).toBeDefined();
    expect((await showFrom(linked, { orderNo })).json().result.orderNo).toBe(orderNo);
    expect((await callApi(t, 'queryInsureResult', { orderNo }, { jar: linked })).statusCode).toBe(200);
    // Both sent: the token opens the order even where the plain number would not.
    expect((await showFrom(null, { orderNo, encryptOrderNo })).statusCode).toBe(200);
  });

  it('ignores a cookie that is unsigned, altered or signed with another secret', async () => {
    const buyer = new CookieJar();
    const { orderNo } = await submitFrom(buyer);
    const signed = signedValue(buyer);
    const buyerId = signed.slice(0, signed.lastIndexOf('.'));
    const forgeries = [
      buyerId,
      `${buyerId}.${'A'.repeat(43)}`,
      new Signer('another secret of the same length as a real one....').sign(buyerId),
      `${buyerId.slice(0, -1)}${buyerId.endsWith('A') ? 'B' : 'A'}.${signed.slice(signed.lastIndexOf('.') + 1)}`,
    ];
    for (const forged of forgeries) {
      const jar = new CookieJar();
      jar.set(BUYER_COOKIE_NAME, encodeURIComponent(forged));
      expect((await showFrom(jar, { orderNo })).json()).toEqual(NOT_FOUND);
    }
    expect((await showFrom(buyer, { orderNo })).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie for /api for 30 days only when it grants something, Secure where configured', async () => {
    const buyer = new CookieJar();
    const saved = await callApi(t, 'saveOrder', healthOrderBody(t.clock.now()), { jar: buyer });
    const cookie = String(saved.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${BUYER_COOKIE_NAME}=`));
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${BUYER_GRANT_TTL_MS / 1000}`);
    expect(cookie).not.toContain('Secure');
    const { orderNo } = saved.json().result as { orderNo: string };
    expect((await showFrom(buyer, { orderNo })).headers['set-cookie']).toBeUndefined();
    expect((await showFrom(null, { orderNo })).headers['set-cookie']).toBeUndefined();

    const secure = await t.buildAnotherApp({ SESSION_COOKIE_SECURE: 'true' });
    try {
      const reply = await injectApi(secure, { method: 'POST', path: '/order/saveOrder', payload: healthOrderBody(t.clock.now()) });
      expect(String(reply.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('keeps the cookie of a buyer across a session secret rotation, renewing its signature', async () => {
    const buyer = new CookieJar();
    const { orderNo } = await submitFrom(buyer);
    const rotated = await t.buildAnotherApp({ SESSION_SECRET: 'a new session secret, rotated in at least 32 chars', SESSION_SECRET_PREVIOUS: t.context.config.sessionSecrets[0] });
    try {
      const headers = { cookie: `${BUYER_COOKIE_NAME}=${buyer.get(BUYER_COOKIE_NAME) ?? ''}` };
      const shown = await injectApi(rotated, { method: 'POST', path: '/order/face/queryOrderByOrderNoForShow', payload: { orderNo } }, { headers });
      expect(shown.statusCode).toBe(200);
      const renewed = String(shown.headers['set-cookie']);
      expect(renewed).toMatch(new RegExp(`^${BUYER_COOKIE_NAME}=`));
      expect(renewed).not.toContain(buyer.get(BUYER_COOKIE_NAME));
    } finally {
      await rotated.close();
    }
  });

  it('asks for the token again 30 days after the grant, and sweeps the old grants', async () => {
    const buyer = new CookieJar();
    const { orderNo, encryptOrderNo } = await submitFrom(buyer);
    t.clock.advance(BUYER_GRANT_TTL_MS + 1000);
    expect((await showFrom(buyer, { orderNo })).json()).toEqual(NOT_FOUND);
    const grants = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM buyer_order_grants WHERE order_no = $1', [orderNo])).rows[0]?.n;
    await purgeOldGrants(t.db, t.clock.now());
    expect(await grants()).toBe(0);
    expect((await showFrom(buyer, { encryptOrderNo })).statusCode).toBe(200);
    expect(await grants()).toBe(1);
    expect((await showFrom(buyer, { orderNo })).statusCode).toBe(200);
  });
});
