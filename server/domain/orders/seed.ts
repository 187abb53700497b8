import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { DAY_MS } from '../../app/durations';
import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import { planName } from '../products/plan-name';
import type { OrderStatus } from './order-status';
import { insertPolicy } from './store/insert-policy';
import { sealedJson } from './store/order-pii';
import { newPolicyNo } from './store/order-numbers';
import { recordStatusEvent } from './store/record-status-event';
import { type DemoOrder, demoOrders } from './seed-data/demo-orders';
import { normalizeOrder } from './validation/normalize-order';

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The state path an order took to reach its seeded status. */
function statusPath(order: DemoOrder): OrderStatus[] {
  return order.status === 'success' ? ['draft', 'submitted', 'paying', 'processing', 'success'] : ['draft', 'submitted'];
}

async function seedOrder(db: Queryable, pii: PiiVault, order: DemoOrder, now: Date): Promise<void> {
  const at = new Date(now.getTime() - order.daysAgo * DAY_MS);
  // As a real submit stores it: a SELF insured carries the holder's person fields.
  const payload = normalizeOrder(order.payload, todayInShanghai(now));
  const premiums = order.insuredPremiums;
  const pricedInsureds = (payload.insuredList ?? []).map((insured, index) => {
    const figures = premiums[index];
    return figures
      ? { ...insured, premium: figures.total, initialPremium: figures.initial, ...(figures.next === null ? {} : { nextPremium: figures.next }), sumInsured: order.sumInsuredPerInsured }
      : insured;
  });
  const next = premiums.every((entry) => entry.next !== null) ? sum(premiums.map((entry) => entry.next ?? 0)) : null;
  const paid = order.status === 'success';
  const inserted = await db.query(
    `INSERT INTO orders (order_no, tenant_code, token_id, status, plan_id, goods_id, promotion_id, data_source, payload, pay_type, initial_premium,
                         next_premium, total_premium, total_sum_insured, priced_insured_list, submitted_at, paid_at, finished_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, NULL, 'h5', $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $14, $16)
     ON CONFLICT (order_no) DO NOTHING RETURNING order_no`,
    [
      order.orderNo,
      order.tenant,
      order.tokenId,
      order.status,
      order.payload.planId,
      order.payload.goodsId ?? null,
      sealedJson(payload, pii),
      order.payType,
      sum(premiums.map((entry) => entry.initial)),
      next,
      sum(premiums.map((entry) => entry.total)),
      order.sumInsuredPerInsured * premiums.length,
      sealedJson(pricedInsureds, pii),
      at,
      paid ? at : null,
      at,
    ],
  );
  // Only a first seeding writes the history, payment and policies: a rerun changes nothing.
  if (inserted.rowCount === 0) return;
  const path = statusPath(order);
  for (const [index, status] of path.entries()) {
    await recordStatusEvent(db, { tenant: order.tenant, orderNo: order.orderNo, from: path[index - 1] ?? null, to: status, at });
  }
  if (!paid) return;
  await db.query(
    `INSERT INTO order_payments (pay_apply_no, tenant_code, order_no, check_no, amount, payment_source, return_url, status, created_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, 'WECHAT', '/result', 'paid', $6, $6) ON CONFLICT (pay_apply_no) DO NOTHING`,
    [`PA${order.orderNo}`, order.tenant, order.orderNo, `DEMO${order.orderNo.slice(-8)}`, sum(premiums.map((entry) => entry.initial)), at],
  );
  const holderName = order.payload.holder?.person?.name ?? null;
  const orderPlanName = (await planName(db, order.tenant, order.payload.planId)) ?? null;
  for (const [index, insured] of (payload.insuredList ?? []).entries()) {
    await insertPolicy(db, pii, {
      policyNo: newPolicyNo(at),
      tenant: order.tenant,
      orderNo: order.orderNo,
      insuredIndex: index,
      productName: order.payload.goodsName ?? null,
      planName: orderPlanName,
      holderName,
      insuredName: insured.person?.name ?? holderName,
      premium: premiums[index]?.total ?? null,
      sumInsured: order.sumInsuredPerInsured,
      insuranceStartDate: new Date(order.payload.insuranceStartDate ?? at.getTime()),
      insuranceEndDate: new Date(order.payload.insuranceEndDate ?? at.getTime()),
      issuedAt: at,
    });
  }
}

/**
 * Seeds the orders domain's demo data: per tenant an issued family 百万医疗 order with its policies and
 * one awaiting payment (see `demoOrders`). Idempotent: an order already there is left as it is, with
 * whatever happened to it since. Personal data is stored sealed, as every order's is.
 */
export async function seedOrders(db: Queryable, pii: PiiVault, now: Date = new Date()): Promise<void> {
  for (const order of demoOrders(now)) await seedOrder(db, pii, order, now);
}
