import type { Order } from '../../../../schema/entities/order';
import type { Queryable } from '../../../db/database';
import type { OrderStatus } from '../order-status';
import { newOrderNo } from './order-numbers';
import { ORDER_COLUMNS, type OrderRow } from './order-row';
import { newTokenId } from './order-token';

export interface NewOrder {
  readonly tenant: string;
  readonly status: OrderStatus;
  readonly payload: Order;
  readonly dataSource: string;
  readonly isMock?: boolean;
  readonly idempotencyKey?: string | undefined;
  readonly now: Date;
}

/** Attempts at a fresh order number; a clash needs the same second and the same 6 random digits. */
const MAX_ATTEMPTS = 5;

/**
 * Inserts a new order and its first status event. With an idempotency key that another order of the
 * tenant already holds, nothing is inserted and that order is returned locked (`created: false`):
 * a concurrent insert with the same key waits on the unique index until the first commits.
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const inserted = await tx.query<OrderRow>(
      `INSERT INTO orders (order_no, tenant_code, token_id, status, plan_id, goods_id, promotion_id, data_source, is_mock, idempotency_key, payload, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT DO NOTHING RETURNING ${ORDER_COLUMNS}`,
      [
        newOrderNo(order.now),
        order.tenant,
        newTokenId(),
        order.status,
        order.payload.planId,
        order.payload.goodsId ?? null,
        order.payload.promotionId ?? null,
        order.dataSource,
        order.isMock ?? false,
        order.idempotencyKey ?? null,
        JSON.stringify(order.payload),
        order.now,
      ],
    );
    const row = inserted.rows[0];
    if (row) {
      await tx.query('INSERT INTO order_status_events (tenant_code, order_no, from_status, to_status, at) VALUES ($1, $2, NULL, $3, $4)', [
        row.tenant_code,
        row.order_no,
        row.status,
        order.now,
      ]);
      return { row, created: true };
    }
    if (order.idempotencyKey) {
      const existing = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_code = $1 AND idempotency_key = $2 FOR UPDATE`, [
        order.tenant,
        order.idempotencyKey,
      ]);
      if (existing.rows[0]) return { row: existing.rows[0], created: false };
    }
  }
  throw new Error('could not allocate an order number');
}
