import type { TestApp } from '../../../testing/create-test-app';
import { encryptOrderNo } from '../store/order-token';

/** The encryptOrderNo of a stored order, as a link to it would carry: how a test names an order it did not create in its own browser. */
export async function orderTokenOf(t: TestApp, orderNo: string): Promise<string> {
  const row = (await t.db.query<{ tenant_code: string; token_id: string }>('SELECT tenant_code, token_id FROM orders WHERE order_no = $1', [orderNo])).rows[0];
  if (!row) throw new Error(`no order ${orderNo}`);
  return encryptOrderNo(t.context.config.orderTokenSecret, row.tenant_code, row.token_id);
}
