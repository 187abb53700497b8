import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RATE_LIMITS } from '../app/call-rate-limits';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';
import { rowCounts } from './row-counts';

/** Every call that reads or acts on an order named by its plain number. */
const ORDER_CALLS = ['queryOrderDetail', 'queryOrderByOrderNoForShow', 'queryInsureResult', 'queryPolicyDetail', 'queryPolicyResult', 'queryQueryPayNextUrl'] as const;

/**
 * Finding 2: a plain order number (date, time and 6 digits) opened anyone's order, 2000 guesses in
 * 23 s were never throttled, and the order detail for show handed out the order's token. Now a plain
 * number opens an order only in the browser that created it or opened it by its token, guessing is
 * rate-limited per address, and no reply hands out the token to a number.
 */
describe.each(testDatabases())('finding 2, opening other buyers\' orders by number, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it("answers 订单不存在 to another browser's plain order number, as for a missing order, changing nothing", async () => {
    const victim = buyerBrowser(t, 'health');
    const orderNo = (await victim.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const attacker = buyerBrowser(t, 'health');
    // The attacker holds a buyer cookie of its own, from an order of its own.
    await attacker.call('createMockOrder', mockOrderBody());
    const before = await rowCounts(t);
    for (const name of ORDER_CALLS) {
      for (const [who, options] of [['another browser', {}], ['no cookie', { jar: null }]] as const) {
        const refused = await attacker.call(name, { orderNo }, options);
        expect(refused.statusCode, `${name} from ${who}`).toBe(404);
        expect(refused.json(), `${name} from ${who}`).toMatchObject({ success: false, message: '订单不存在' });
      }
    }
    expect((await attacker.call('mockPayRequest', { orderNo, returnUrl: '/result' })).statusCode).toBe(404);
    expect(await rowCounts(t)).toEqual(before);
    expect(await storedStatus(t, orderNo)).toBe('submitted');
    // The buyer's own browser still opens it.
    expect((await victim.call('queryOrderDetail', { orderNo })).statusCode).toBe(200);
  });

  it('hands out no token with the order detail for show', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const shown = await buyer.call('queryOrderByOrderNoForShow', { orderNo });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().result).not.toHaveProperty('encryptOrderNo');
    expect(shown.body).not.toMatch(/[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}/);
  });

  it('answers 429 to one address guessing order numbers past the limit', async () => {
    const attacker = buyerBrowser(t, 'health');
    const limit = CALL_RATE_LIMITS.queryOrderDetail ?? 0;
    const guess = (index: number) => attacker.call('queryOrderDetail', { orderNo: `2026112110${String(index).padStart(10, '0')}` }, { ip: '203.0.113.77' });
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await guess(index)).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect((await guess(limit + 1)).json()).toMatchObject({ success: false, code: 42900, message: expect.stringMatching(/^请求过于频繁/) });
  });
});
