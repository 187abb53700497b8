import type { TestApp } from '../../../testing/create-test-app';

/** An order's status as the database holds it, whatever the API would show. */
export async function storedStatus(t: TestApp, orderNo: string): Promise<string | undefined> {
  return (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo])).rows[0]?.status;
}
