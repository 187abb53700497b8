import type { Order } from '../../../../schema/entities/order';
import type { Insured } from '../../../../schema/entities/insured';
import type { PageActionResult } from '../../../../schema/api/page-action-result';
import type { OrderStatus } from '../order-status';

/** An order as the `orders` table holds it. */
export interface OrderRow {
  readonly order_no: string;
  readonly tenant_code: string;
  readonly token_id: string;
  readonly status: OrderStatus;
  readonly plan_id: string;
  readonly goods_id: string | null;
  readonly promotion_id: string | null;
  readonly data_source: string;
  readonly is_mock: boolean;
  readonly idempotency_key: string | null;
  readonly payload: Order;
  readonly pay_type: number | null;
  readonly initial_premium: number | null;
  readonly next_premium: number | null;
  readonly total_premium: number | null;
  readonly total_sum_insured: number | null;
  readonly priced_insured_list: Insured[] | null;
  readonly submit_reply: { success: boolean; code: number; message: string; result: PageActionResult } | null;
  readonly fail_reason: string | null;
  readonly submitted_at: Date | null;
  readonly paid_at: Date | null;
  readonly finished_at: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** The columns of OrderRow, for SELECT lists. */
export const ORDER_COLUMNS =
  'order_no, tenant_code, token_id, status, plan_id, goods_id, promotion_id, data_source, is_mock, idempotency_key, payload, ' +
  'pay_type, initial_premium, next_premium, total_premium, total_sum_insured, priced_insured_list, submit_reply, fail_reason, ' +
  'submitted_at, paid_at, finished_at, created_at, updated_at';
