import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHealth } from '../domain/health/seed';
import { healthOrderBody } from '../domain/orders/testing/health-order-body';
import { seedProducts } from '../domain/products/seed';
import { seedTemplates } from '../domain/templates/seed';
import { seedTenants } from '../seed/seed-tenants';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../testing/two-instances';
import { balancedBrowser } from './balanced-browser';

const CONCURRENT_SUBMITS = 20;
const skip = twoInstancesSkipReason();

/** Issue 16: a double tap spread by the load balancer over two instances still makes one order. */
describe.skipIf(skip)(`two instances on one PostgreSQL: one order per Idempotency-Key${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants, seedProducts, seedHealth, seedTemplates] });
  });
  afterAll(async () => pair?.close());

  it('answers 20 identical submits sent at once, alternately to each instance, with one order and one reply', async () => {
    const buyer = balancedBrowser('health');
    const headers = { 'idempotency-key': 'multi-instance-double-tap' };
    const body = healthOrderBody(pair.clock.now());
    const replies = await Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, (_, index) => buyer.call(pair.at(index), 'submitOrder', body, { headers })));
    const first = replies[0]?.json();
    expect(first).toMatchObject({ success: true, code: 0, message: '订单提交成功' });
    // Byte-identical, whichever instance answered and whether it made the order or found it.
    for (const reply of replies) expect(reply.body).toBe(replies[0]?.body);
    const db = pair.instances[0].db;
    const orders = await db.query<{ order_no: string; status: string }>('SELECT order_no, status FROM orders');
    expect(orders.rows).toEqual([{ order_no: first.result.pageActionList[0].data.orderNo, status: 'submitted' }]);
    const events = await db.query("SELECT count(*)::int AS n FROM order_status_events WHERE to_status = 'submitted'");
    expect(events.rows).toEqual([{ n: 1 }]);
  });

  it('gives the order to the buyer on either instance: the second instance opens what the first made', async () => {
    const buyer = balancedBrowser('health');
    const submitted = await buyer.call(pair.instances[0], 'submitOrder', healthOrderBody(pair.clock.now()), { headers: { 'idempotency-key': 'multi-instance-handover' } });
    const orderNo = submitted.json().result.pageActionList[0].data.orderNo as string;
    const detail = await buyer.call(pair.instances[1], 'queryOrderDetail', { orderNo });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ success: true, result: { orderNo } });
    // A browser holding no grant is refused on either instance alike.
    expect((await balancedBrowser('health').call(pair.instances[1], 'queryOrderDetail', { orderNo })).statusCode).toBe(404);
  });
});
