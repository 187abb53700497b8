import type { Order } from '../../../../schema/entities/order';
import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';
import type { OrderStatus } from '../order-status';
import { findOrderByKey } from './find-order-by-key';
import { newOrderNo } from './order-numbers';
import { ORDER_COLUMNS, type OrderRow } from './order-row';
import { openOrderRow, sealedJson } from './order-pii';
import { newTokenId } from './order-token';
import { recordStatusEvent } from './record-status-event';

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
 * a concurrent insert with the same key waits on the unique index until the first commits. Personal
 * data in the payload is stored sealed.
 */
export async function insertOrder(tx: Queryable, pii: PiiVault, order: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
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
        sealedJson(order.payload, pii),
        order.now,
      ],
    );
    const stored = inserted.rows[0];
    if (stored) {
      const row = openOrderRow(stored, pii);
      await recordStatusEvent(tx, { tenant: row.tenant_code, orderNo: row.order_no, from: null, to: row.status, at: order.now });
      return { row, created: true };
    }
    if (order.idempotencyKey) {
      const existing = await findOrderByKey(tx, pii, order.tenant, order.idempotencyKey);
      if (existing) return { row: existing, created: false };
    }
  }
  throw new Error('could not allocate an order number');
}
