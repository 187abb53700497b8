import type { Order } from '../../../../schema/entities/order';
import { REAL_ORDER_DATA_SOURCE } from '../../../../shared/constants';
import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';
import { insertOrder } from './insert-order';
import { openOrderRow, sealedJson } from './order-pii';
import { ORDER_COLUMNS, type OrderRow } from './order-row';

/**
 * Writes a draft: a new order in the draft state, or the new payload of an existing draft locked by
 * the caller. The plan, goods and promotion columns follow the payload.
 */
export async function writeDraft(tx: Queryable, pii: PiiVault, tenant: string, existing: OrderRow | undefined, payload: Order, now: Date): Promise<OrderRow> {
  if (!existing) {
    const { row } = await insertOrder(tx, pii, { tenant, status: 'draft', payload, dataSource: REAL_ORDER_DATA_SOURCE, now });
    return row;
  }
  const { rows } = await tx.query<OrderRow>(
    `UPDATE orders SET payload = $3, plan_id = $4, goods_id = $5, promotion_id = $6, updated_at = $7
      WHERE tenant_code = $1 AND order_no = $2 RETURNING ${ORDER_COLUMNS}`,
    [tenant, existing.order_no, sealedJson(payload, pii), payload.planId, payload.goodsId ?? null, payload.promotionId ?? null, now],
  );
  return openOrderRow(rows[0] as OrderRow, pii);
}
