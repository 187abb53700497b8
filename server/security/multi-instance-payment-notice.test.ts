import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderToken } from '../domain/orders/display/order-view';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { STAND_IN_CASHIER_ENV, standInCashier, type ReceivedApplication } from '../domain/orders/testing/stand-in-cashier';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { callApi } from '../testing/call-api';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../testing/two-instances';

const COPIES_PER_INSTANCE = 5;
const skip = twoInstancesSkipReason();

/**
 * Issue 16: the insurer's cashier posts its notices to the public address, and the load balancer may
 * hand copies of one notice to different instances at the same moment. Payments, nonces and jobs live
 * in the database under the order's row lock, so an order is paid, and queued for issuing, once.
 */
describe.skipIf(skip)(`two instances on one PostgreSQL: a payment notice pays once${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let pair: TwoInstances;
  // The first instance's database with the mock cashier on, only to create orders quickly.
  let ordering: FastifyInstance;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants], env: STAND_IN_CASHIER_ENV });
    ordering = await pair.instances[0].buildAnotherApp({ MOCK_CASHIER: 'true' });
  });
  afterAll(async () => {
    await ordering?.close();
    await pair?.close();
  });

  /** A submitted order taken to the cashier through the second instance: the application the cashier received. */
  const atCashier = async (): Promise<{ orderNo: string; application: ReceivedApplication }> => {
    const orderNo = (await ordering.inject({ method: 'POST', url: '/api/v1/mock/createOrder', payload: mockOrderBody() })).json().value.orderNo as string;
    const db = pair.instances[0].db;
    const row = (await db.query<{ tenant_code: string; token_id: string }>('SELECT tenant_code, token_id FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    if (!row) throw new Error('no order created');
    const instance = pair.instances[1];
    const result = (await callApi(instance, 'queryQueryPayNextUrl', { encryptOrderNo: orderToken(instance.context, row) }, { jar: null })).json().result;
    return { orderNo, application: standInCashier(instance).receive(result.pageActionList[0]) };
  };
  const paymentState = async (orderNo: string) =>
    (
      await pair.instances[1].db.query<{ paid: number; jobs: number; processing: number; nonces: number }>(
        `SELECT (SELECT count(*) FROM order_payments WHERE order_no = $1 AND status = 'paid')::int AS paid,
                (SELECT count(*) FROM order_jobs WHERE order_no = $1)::int AS jobs,
                (SELECT count(*) FROM order_status_events WHERE order_no = $1 AND to_status = 'processing')::int AS processing,
                (SELECT count(*) FROM cashier_notice_nonces n JOIN order_payments p USING (pay_apply_no) WHERE p.order_no = $1)::int AS nonces`,
        [orderNo],
      )
    ).rows[0];

  it('pays once when copies of one notice, and the cashier’s repeats of it, reach both instances at once', async () => {
    const { orderNo, application } = await atCashier();
    const cashiers = pair.instances.map((instance) => standInCashier(instance));
    const notice = cashiers[0]?.notice(application);
    const repeat = cashiers[0]?.notice(application);
    if (!notice || !repeat) throw new Error('no notice');
    const posts = cashiers.flatMap((cashier) => Array.from({ length: COPIES_PER_INSTANCE }, (_, index) => cashier.post(application, index % 2 ? repeat : notice)));
    const replies = await Promise.all(posts);
    // Every copy is answered success (the cashier stops repeating), and it was paid once.
    for (const reply of replies) expect(reply.json()).toEqual({ success: true, code: 0, message: '支付通知已处理' });
    expect(await paymentState(orderNo)).toEqual({ paid: 1, jobs: 1, processing: 1, nonces: 1 });
    expect(await storedStatus(pair.instances[0], orderNo)).toBe('processing');
  });

  it('refuses on one instance the nonce another instance has seen', async () => {
    const { orderNo, application } = await atCashier();
    const [first, second] = pair.instances.map((instance) => standInCashier(instance));
    if (!first || !second) throw new Error('no cashier');
    const failed = first.notice(application, { status: 'failed' });
    expect((await first.post(application, failed)).statusCode).toBe(200);
    // A forger replaying the failed notice's nonce with a paid status: signed anew, so only the nonce store stops it.
    const replayed = await second.post(application, second.notice(application, { nonce: failed.nonce }));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ success: false, message: '支付通知重复（nonce 已使用）' });
    expect(await storedStatus(pair.instances[1], orderNo)).toBe('paying');
    expect(await paymentState(orderNo)).toEqual({ paid: 0, jobs: 0, processing: 0, nonces: 1 });
  });
});
