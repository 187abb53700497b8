import type { createMockOrder } from '../../../schema/api/mock-pay';
import { MOCK_ORDER_PAYMENT_SOURCE, PAY_TYPE_YEARLY } from '../../../shared/constants';
import { checkInsuredList } from '../../../shared/insured/check-insured-list';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { mockOrderPremium } from '../../../shared/premium/mock-order-premium';
import type { Order } from '../../../schema/entities/order';
import type { CallHandler } from '../../app/call-handler';
import { isMainProduct } from '../../app/is-main-product';
import type { Queryable } from '../../db/database';
import { loadPlanConfig } from '../products/load-plan-config';
import { choicesFromPackages } from '../products/product-choices';
import { resolveChoices } from '../products/resolve-choices';
import { ORDER_MESSAGES } from './order-messages';
import { insertOrder } from './store/insert-order';
import { transitionOrder } from './store/transition-order';
import { orderInsuredLimits } from './validation/order-insured-limits';
import { prepareOrder } from './validation/prepare-order';
import { invalidOrder } from './validation/reminder';

/**
 * The sum insured of what a simulated order chose (its main products', for each counted insured), as
 * a real order of the same choice would have it; null when the choice cannot be read against the plan
 * (the mock path checks nothing, so it refuses nothing for it either).
 */
async function mockSumInsured(tx: Queryable, tenant: string, body: Order): Promise<number | null> {
  try {
    const plan = await loadPlanConfig(tx, tenant, body.planId, body.goodsId);
    const counted = Math.max(1, (body.insuredList ?? []).filter((insured) => insured.selected !== false).length);
    const products = resolveChoices(plan, choicesFromPackages(body.packageList ?? []));
    return counted * products.filter((product) => isMainProduct(product.config.product)).reduce((sum, product) => sum + product.sumInsured, 0);
  } catch {
    return null;
  }
}

/**
 * createMockOrder: a simulated order for use outside a real environment (spec section 4, mock order
 * path). It skips checks and pricing, all but the plan's insured count (checkInsuredList): the
 * premium is 100 yuan for every liability chosen in the packages (mockOrderPremium, the figure the
 * buyer app showed on its confirmation), paid at once (payType 1), with WECHAT as its payment source;
 * the premium the body says it was shown (initialPremium, the real trial's) is not what it costs. The
 * order is created submitted, ready for mockPayRequest.
 */
export const handleCreateMockOrder: CallHandler<typeof createMockOrder> = async ({ body, tenant, app }) => {
  const premium = mockOrderPremium(body.packageList);
  if (premium === 0) throw invalidOrder(ORDER_MESSAGES.mockOrderNeedsLiability);
  const orderNo = await app.db.transaction(async (tx) => {
    // Pricing is skipped, the plan's insured count is not: the simulated order is stored like a real one.
    const countProblem = checkInsuredList(body.insuredList ?? [], await orderInsuredLimits(tx, tenant, body));
    if (countProblem) throw invalidOrder(countProblem);
    const now = app.now();
    const payload = { ...prepareOrder(body, undefined, now), dataSource: MOCK_ORDER_PAYMENT_SOURCE };
    const { row } = await insertOrder(tx, app.pii, { tenant, status: 'draft', payload, dataSource: MOCK_ORDER_PAYMENT_SOURCE, isMock: true, now });
    await tx.query(
      'UPDATE orders SET pay_type = $3, initial_premium = $4, total_premium = $4, total_sum_insured = $5 WHERE tenant_code = $1 AND order_no = $2',
      [tenant, row.order_no, PAY_TYPE_YEARLY, premium, await mockSumInsured(tx, tenant, body)],
    );
    await transitionOrder(tx, row, 'submitted', now, ORDER_MESSAGES.orderNotEditable, { submitted_at: now });
    return row.order_no;
  });
  return { success: true, code: 0, message: SCREEN_MESSAGES.simulatedOrderSuccess, value: { orderNo } };
};
