import type { FastifyRequest } from 'fastify';
import type { PremiumCalculateResult } from '../../../schema/api/premium-calculate';
import type { submitOrder } from '../../../schema/api/order-submit';
import type { Order } from '../../../schema/entities/order';
import type { AppContext } from '../../app/app-context';
import type { CallHandler } from '../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import { REAL_ORDER_DATA_SOURCE } from '../../../shared/constants';
import { orderToken } from './display/order-view';
import { ORDER_MESSAGES } from './order-messages';
import { jumpToUrlAction, pageActionReply, updateOrderNoAction } from './page-actions';
import { payQueryLink } from './payment/app-links';
import { priceOrder } from './price-order';
import { withStaffPurchase } from './staff-purchase';
import { requireOrder } from './store/find-order';
import { findOrderByKey } from './store/find-order-by-key';
import { insertOrder } from './store/insert-order';
import { sealedJson } from './store/order-pii';
import type { OrderRow } from './store/order-row';
import { transitionOrder } from './store/transition-order';
import { amlProblem } from './validation/aml-problem';
import { checkContext } from './validation/check-context';
import { isOffSale } from './validation/is-off-sale';
import { orderHolderMinAge } from './validation/order-holder-min-age';
import { orderInsuredLimits } from './validation/order-insured-limits';
import { orderProblem } from './validation/order-problem';
import { prepareOrder } from './validation/prepare-order';
import { cannotProceed, invalidOrder } from './validation/reminder';

/** The request header carrying a submit idempotency key (本项目约定), for a submit without an order number. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw new DomainError(ERROR_CODES.badRequest, ORDER_MESSAGES.idempotencyKeyTooLong(MAX_IDEMPOTENCY_KEY_LENGTH), 400);
  return key;
}

/** The reply of a submitted order: its number and token, then on to the payment query page. */
function submitReply(app: AppContext, row: OrderRow) {
  return pageActionReply([updateOrderNoAction(row.order_no, orderToken(app, row)), jumpToUrlAction(payQueryLink(app, row))], ORDER_MESSAGES.orderSubmitted);
}

/** Stores the checked order with its server price and moves the draft to submitted. */
async function markSubmitted(tx: Queryable, app: AppContext, row: OrderRow, order: Order, priced: PremiumCalculateResult, now: Date) {
  const reply = submitReply(app, row);
  await tx.query(
    `UPDATE orders SET payload = $3, plan_id = $4, goods_id = $5, promotion_id = $6, pay_type = $7, initial_premium = $8, next_premium = $9,
            total_premium = $10, total_sum_insured = $11, priced_insured_list = $12, submit_reply = $13
      WHERE tenant_code = $1 AND order_no = $2`,
    [
      row.tenant_code,
      row.order_no,
      sealedJson(order, app.pii),
      order.planId,
      order.goodsId ?? null,
      order.promotionId ?? null,
      priced.payType,
      priced.initialPremium,
      priced.nextPremium ?? null,
      priced.totalPremium,
      priced.totalSumInsured ?? null,
      sealedJson(priced.insuredList, app.pii),
      JSON.stringify(reply),
    ],
  );
  await transitionOrder(tx, row, 'submitted', now, ORDER_MESSAGES.orderNotEditable, { submitted_at: now });
  return reply;
}

/**
 * submitOrder, idempotent. The order is the body's `orderNo` / `encryptOrderNo` (a saved draft), else
 * the one created earlier with the same `Idempotency-Key` header, else a new one. Once submitted, every
 * repeat gets the first reply unchanged; concurrent repeats queue on the order's row lock (or on the
 * key's unique index) and so yield one order. A draft is checked with the shared rules (20000; the
 * insured list against the plan's insured count limits before anything else about the insureds), priced
 * by the products domain, marked as an employee purchase or not (withStaffPurchase), refused with 20019 when off sale or when the price the app showed is no
 * longer the price, and moved to submitted with the server's figures; any refusal writes nothing.
 */
export const handleSubmitOrder: CallHandler<typeof submitOrder> = async ({ body, tenant, app, request }) => {
  const key = idempotencyKey(request);
  return app.db.transaction(async (tx) => {
    const named = body.orderNo || body.encryptOrderNo;
    let row = named ? await requireOrder(tx, app, tenant, body, { forUpdate: true }) : key ? await findOrderByKey(tx, app.pii, tenant, key) : undefined;
    if (row && row.status !== 'draft') return row.submit_reply ?? submitReply(app, row);
    if (isOffSale(body)) throw cannotProceed(ORDER_MESSAGES.offSale);
    const now = app.now();
    const checked = await withStaffPurchase(tx, app, tenant, prepareOrder(body, row, now));
    const problem = orderProblem(checked, {
      ...checkContext(now, 'submit'),
      insuredLimits: await orderInsuredLimits(tx, tenant, checked),
      holderMinAge: await orderHolderMinAge(tx, tenant, checked),
    });
    if (problem) throw invalidOrder(problem);
    // The order stored states every factor it was priced with (see priceOrder).
    const { priced, order } = await priceOrder(tx, tenant, checked, now);
    if (body.initialPremium !== undefined && body.initialPremium !== priced.initialPremium) throw cannotProceed(ORDER_MESSAGES.premiumChanged);
    const moneyProblem = amlProblem(order, priced.totalPremium);
    if (moneyProblem) throw invalidOrder(moneyProblem);
    if (!row) {
      const inserted = await insertOrder(tx, app.pii, { tenant, status: 'draft', payload: order, dataSource: REAL_ORDER_DATA_SOURCE, idempotencyKey: key, now });
      if (inserted.row.status !== 'draft') return inserted.row.submit_reply ?? submitReply(app, inserted.row);
      row = inserted.row;
    }
    return markSubmitted(tx, app, row, order, priced, now);
  });
};
