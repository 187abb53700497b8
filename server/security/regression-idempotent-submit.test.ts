import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHealth } from '../domain/health/seed';
import { healthOrderBody } from '../domain/orders/testing/health-order-body';
import { seedProducts } from '../domain/products/seed';
import { seedTemplates } from '../domain/templates/seed';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';

const CONCURRENT_SUBMITS = 20;

/** Held before the review, kept held: a double tap (or a replaying attacker) never makes a second order. */
describe.each(testDatabases())('regression, one order per Idempotency-Key under concurrent submits, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants, seedProducts, seedHealth, seedTemplates] });
  });
  afterAll(async () => t.close());

  it('answers 20 identical submits sent at once with one order and one reply', async () => {
    const buyer = buyerBrowser(t, 'health');
    const headers = { 'idempotency-key': 'security-suite-double-tap' };
    const replies = await Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, () => buyer.call('submitOrder', healthOrderBody(t.clock.now()), { headers })));
    const first = replies[0]?.json();
    expect(first).toMatchObject({ success: true, code: 0, message: '订单提交成功' });
    for (const reply of replies) expect(reply.json()).toEqual(first);
    const orders = await t.db.query<{ order_no: string; status: string }>('SELECT order_no, status FROM orders');
    expect(orders.rows).toEqual([{ order_no: first.result.pageActionList[0].data.orderNo, status: 'submitted' }]);
    const submittedEvents = await t.db.query("SELECT count(*)::int AS n FROM order_status_events WHERE to_status = 'submitted'");
    expect(submittedEvents.rows).toEqual([{ n: 1 }]);
  });
});
