import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../../seed/seed-tenants';
import { callApi } from '../../../testing/call-api';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { orderToken } from '../display/order-view';
import { cashierFields } from '../testing/cashier-fields';
import { mockOrderBody } from '../testing/mock-order-body';
import { storedStatus } from '../testing/stored-status';
import { closeUnpaidOrders } from './close-unpaid-orders';

const MINUTE = 60_000;
const CLOSED = '订单已超时关闭，请重新投保';

// The job runner also sweeps on its own timer, with this clock: each assertion holds whoever swept.
describe.each(testDatabases())('closing unpaid orders on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  /** A submitted simulated order, named as its buyer's links name it (by token). */
  const newOrder = async () => {
    const orderNo = (await callApi(t, 'createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const row = (await t.db.query<{ tenant_code: string; token_id: string }>('SELECT tenant_code, token_id FROM orders WHERE order_no = $1', [orderNo])).rows[0];
    if (!row) throw new Error('no order created');
    return { orderNo, encryptOrderNo: orderToken(t.context, row) };
  };
  const payLink = async (encryptOrderNo: string) => (await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json().result.nextUrl as string;
  const payments = async (orderNo: string) => (await t.db.query<{ status: string }>('SELECT status FROM order_payments WHERE order_no = $1 ORDER BY created_at', [orderNo])).rows.map((row) => row.status);

  it('closes an order left unpaid 30 minutes after submission, and a late payment is refused', async () => {
    const { orderNo, encryptOrderNo } = await newOrder();
    t.clock.advance(29 * MINUTE);
    // The buyer opens the cashier a minute before the deadline, and dawdles.
    const link = cashierFields(await payLink(encryptOrderNo));
    t.clock.advance(MINUTE - 1);
    await closeUnpaidOrders(t.context);
    expect(await storedStatus(t, orderNo)).toBe('paying');
    t.clock.advance(1);
    await closeUnpaidOrders(t.context);
    expect(await storedStatus(t, orderNo)).toBe('closed');
    expect(await payments(orderNo)).toEqual(['superseded']);
    const events = await t.db.query('SELECT from_status, to_status FROM order_status_events WHERE order_no = $1 ORDER BY id', [orderNo]);
    expect(events.rows.slice(-1)).toEqual([{ from_status: 'paying', to_status: 'closed' }]);

    const late = await callApi(t, 'mockPay', link);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: CLOSED });
    expect(await storedStatus(t, orderNo)).toBe('closed');
    expect(await payments(orderNo)).toEqual(['superseded']);
  });

  it('tells the buyer on the payment query, pay confirm and result calls that the order closed', async () => {
    const { orderNo, encryptOrderNo } = await newOrder();
    t.clock.advance(30 * MINUTE);
    await closeUnpaidOrders(t.context);
    expect((await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json()).toEqual({ success: true, code: 0, message: CLOSED, result: { orderNo, payStatus: 'closed' } });
    const confirm = await callApi(t, 'payConfirm', { encryptOrderNo, validateCode: '123456' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(CLOSED);
    const request = await callApi(t, 'mockPayRequest', { orderNo: encryptOrderNo, returnUrl: '/result' });
    expect(request.json()).toMatchObject({ success: false, message: CLOSED });
    expect((await callApi(t, 'queryInsureResult', { encryptOrderNo })).json().result).toEqual({ orderNo, issueStatus: 'failed', resultStatus: 0, message: CLOSED });
    expect(await payments(orderNo)).toEqual([]);
  });

  it('treats an order past its deadline as closed before any sweep reaches it', async () => {
    const { orderNo, encryptOrderNo } = await newOrder();
    const link = cashierFields(await payLink(encryptOrderNo));
    // The sweep has not run (its timer is not to be relied on): the order's submission is simply moved back.
    await t.db.query(`UPDATE orders SET submitted_at = submitted_at - interval '30 minutes' WHERE order_no = $1`, [orderNo]);
    const late = await callApi(t, 'mockPay', link);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLOSED);
    expect(await payments(orderNo)).not.toContain('paid');
    expect((await callApi(t, 'queryQueryPayNextUrl', { encryptOrderNo })).json().result.payStatus).toBe('closed');
    expect(await storedStatus(t, orderNo)).toBe('closed');
  });

  it('leaves paid orders alone, and purges cashier nonces once their window has long passed', async () => {
    const { orderNo, encryptOrderNo } = await newOrder();
    expect((await callApi(t, 'mockPay', cashierFields(await payLink(encryptOrderNo)))).statusCode).toBe(200);
    await t.db.query(`INSERT INTO cashier_notice_nonces (nonce, pay_apply_no, seen_at) VALUES ('old-nonce-0000000', 'PA', $1), ('new-nonce-0000000', 'PA', $2)`, [
      new Date(t.clock.now().getTime() - 15 * MINUTE - 1),
      new Date(t.clock.now().getTime() - 15 * MINUTE + 1000),
    ]);
    await closeUnpaidOrders(t.context);
    const nonces = await t.db.query<{ nonce: string }>(`SELECT nonce FROM cashier_notice_nonces WHERE pay_apply_no = 'PA'`);
    expect(nonces.rows.map((row) => row.nonce)).toEqual(['new-nonce-0000000']);
    t.clock.advance(60 * MINUTE);
    await closeUnpaidOrders(t.context);
    expect(await storedStatus(t, orderNo)).not.toBe('closed');
  });
});
