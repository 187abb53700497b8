import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';
import { planName as findPlanName } from '../../products/plan-name';
import { mainProduct } from '../display/main-product';
import { ORDER_MESSAGES } from '../order-messages';
import { findOrder, requireOrder } from '../store/find-order';
import { insertPolicy } from '../store/insert-policy';
import { newPolicyNo } from '../store/order-numbers';
import type { OrderRow } from '../store/order-row';
import { transitionOrder } from '../store/transition-order';
import { issueDecision } from './issue-decision';

function toDate(timestamp: number | undefined): Date | null {
  return timestamp === undefined ? null : new Date(timestamp);
}

/** One policy per selected insured (or one for the holder when the order lists none). */
async function insertPolicies(tx: Queryable, pii: PiiVault, row: OrderRow, now: Date): Promise<void> {
  const order = row.payload;
  const holderName = order.holder?.person?.name ?? order.holder?.company?.companyName ?? null;
  const productName = order.goodsName ?? mainProduct(order)?.productName ?? null;
  // The plan's name, as the order detail shows its 保障方案.
  const planName = (await findPlanName(tx, row.tenant_code, row.plan_id)) ?? null;
  const insureds = (order.insuredList ?? []).map((insured, index) => ({ insured, index })).filter(({ insured }) => insured.selected !== false);
  const entries = insureds.length > 0 ? insureds : [{ insured: undefined, index: 0 }];
  for (const { insured, index } of entries) {
    const priced = row.priced_insured_list?.[index];
    await insertPolicy(tx, pii, {
      policyNo: newPolicyNo(now),
      tenant: row.tenant_code,
      orderNo: row.order_no,
      insuredIndex: index,
      productName,
      planName,
      holderName,
      insuredName: insured?.person?.name ?? holderName,
      premium: priced?.premium ?? (entries.length === 1 ? row.initial_premium : null),
      sumInsured: priced?.sumInsured ?? (entries.length === 1 ? row.total_sum_insured : null),
      insuranceStartDate: toDate(order.insuranceStartDate),
      insuranceEndDate: toDate(order.insuranceEndDate),
      issuedAt: now,
    });
  }
}

/**
 * Issues a paid order in the caller's transaction: with the order locked, either its policies are
 * written and it moves to success, or it moves to failed with the reason. An order no longer in
 * processing (issued before a crash cut the job's bookkeeping short) is left as it is.
 */
export async function issueOrder(tx: Queryable, app: AppContext, tenant: string, orderNo: string): Promise<void> {
  const row = await requireOrder(tx, app, tenant, { orderNo }, { forUpdate: true });
  if (row.status !== 'processing') return;
  const now = app.now();
  const paid = await tx.query<{ amount: number }>(`SELECT coalesce(sum(amount), 0) AS amount FROM order_payments WHERE tenant_code = $1 AND order_no = $2 AND status = 'paid'`, [
    tenant,
    orderNo,
  ]);
  const decision = issueDecision(row, Number(paid.rows[0]?.amount ?? 0), now);
  if (decision.issue) {
    await insertPolicies(tx, app.pii, row, now);
    await transitionOrder(tx, row, 'success', now, ORDER_MESSAGES.alreadyPaid, { finished_at: now });
  } else {
    await transitionOrder(tx, row, 'failed', now, ORDER_MESSAGES.alreadyPaid, { finished_at: now, fail_reason: decision.reason });
  }
}

/** Fails a processing order whose issuing gave up after every retry; an order it cannot read stays as it is. */
export async function failOrder(tx: Queryable, app: AppContext, tenant: string, orderNo: string): Promise<void> {
  const row = await findOrder(tx, app, tenant, { orderNo }, { forUpdate: true });
  if (row?.status !== 'processing') return;
  const now = app.now();
  await transitionOrder(tx, row, 'failed', now, ORDER_MESSAGES.alreadyPaid, { finished_at: now, fail_reason: ORDER_MESSAGES.issueSystemFailure });
}
