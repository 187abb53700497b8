import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser, type BuyerBrowser } from './buyer-browser';

const RACERS = 10;

/** Held before the review, kept held: however the cashier is raced, an order is paid, and issued, once. */
describe.each(testDatabases())('regression, one payment per order under racing mock pays, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  const newOrder = async (buyer: BuyerBrowser) => (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
  const payRequest = async (buyer: BuyerBrowser, orderNo: string) => (await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string;
  const paymentsOf = async (orderNo: string) => {
    const { rows } = await t.db.query<{ paid: number; jobs: number; processing: number }>(
      `SELECT (SELECT count(*) FROM order_payments WHERE order_no = $1 AND status = 'paid')::int AS paid,
              (SELECT count(*) FROM order_jobs WHERE order_no = $1)::int AS jobs,
              (SELECT count(*) FROM order_status_events WHERE order_no = $1 AND to_status = 'processing')::int AS processing`,
      [orderNo],
    );
    return rows[0];
  };

  it('pays once when one cashier link is opened 10 times at once', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = await newOrder(buyer);
    const fields = cashierFields(await payRequest(buyer, orderNo));
    const replies = await Promise.all(Array.from({ length: RACERS }, () => buyer.call('mockPay', fields)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    expect(await paymentsOf(orderNo)).toEqual({ paid: 1, jobs: 1, processing: 1 });
    expect(await storedStatus(t, orderNo)).toBe('processing');
  });

  it('pays once when several cashiers of one order, requested at once, are all paid at once', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = await newOrder(buyer);
    const links = await Promise.all(Array.from({ length: 5 }, () => payRequest(buyer, orderNo)));
    const replies = await Promise.all(links.flatMap((link) => [link, link]).map((link) => buyer.call('mockPay', cashierFields(link))));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode !== 200).every((reply) => reply.statusCode === 409)).toBe(true);
    expect(await paymentsOf(orderNo)).toEqual({ paid: 1, jobs: 1, processing: 1 });
  });
});
