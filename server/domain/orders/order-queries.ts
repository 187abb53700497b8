import type { queryOrderByOrderNoForShow, queryOrderDetail } from '../../../schema/api/order-detail';
import type { CallHandler } from '../../app/call-handler';
import { planName } from '../products/plan-name';
import { orderDetailView } from './display/order-detail-view';
import { orderView } from './display/order-view';
import { requireOrder } from './store/find-order';

/**
 * queryOrderDetail: the order as the app refills its forms, trial and health notice from it, with
 * personal data masked (a masked value sent back unchanged keeps the stored original).
 */
export const handleQueryOrderDetail: CallHandler<typeof queryOrderDetail> = async ({ body, tenant, app }) => {
  const row = await requireOrder(app.db, app, tenant, body);
  return { success: true, code: 0, result: orderView(app, row, body.needAllInsured) };
};

/** queryOrderByOrderNoForShow: the order as the detail and confirmation screens show it, masked. */
export const handleQueryOrderForShow: CallHandler<typeof queryOrderByOrderNoForShow> = async ({ body, tenant, app }) => {
  const row = await requireOrder(app.db, app, tenant, body);
  return { success: true, code: 0, result: orderDetailView(app, row, await planName(app.db, tenant, row.plan_id)) };
};
