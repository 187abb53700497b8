import type { nextStep } from '../../../schema/api/next-step';
import type { PageAction } from '../../../schema/entities/page-action';
import type { AppContext } from '../../app/app-context';
import type { CallHandler } from '../../app/call-handler';
import type { Queryable } from '../../db/database';
import { orderToken } from './display/order-view';
import { ORDER_MESSAGES } from './order-messages';
import { awaitsPayment } from './order-status';
import { payQueryLink, resultLink } from './payment/app-links';
import { alertAction, jumpToPageAction, jumpToUrlAction, pageActionReply, updateOrderNoAction } from './page-actions';
import { payStepAction } from './payment/pay-step-action';
import { requireOrder } from './store/find-order';
import type { OrderRow } from './store/order-row';
import { writeDraft } from './store/write-draft';
import { checkContext } from './validation/check-context';
import { isOffSale } from './validation/is-off-sale';
import { orderHolderMinAge } from './validation/order-holder-min-age';
import { orderInsuredLimits } from './validation/order-insured-limits';
import { orderProblem } from './validation/order-problem';
import { prepareOrder } from './validation/prepare-order';
import { cannotProceed, invalidOrder } from './validation/reminder';

/** The buttonCode of a "go and pay" button on a page of a submitted order (本项目约定). */
export const PAY_BUTTON_CODE = 'pay';

/** A template button names the page to go to after a successful step in `pageExtraInfo.nextPageCode`. */
function nextPageCode(pageExtraInfo: Record<string, unknown> | undefined): string | undefined {
  const code = pageExtraInfo?.['nextPageCode'];
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}

/**
 * A step on an order that has left the draft: nothing is changed. Unpaid with the pay button, a
 * cashier (mock or the insurer's) is opened and entered by a posted form; unpaid otherwise, the buyer is told to pay and sent
 * to the payment query page; paid, to the result page.
 */
async function submittedOrderActions(tx: Queryable, app: AppContext, row: OrderRow, buttonCode: string | undefined): Promise<PageAction[]> {
  const update = updateOrderNoAction(row.order_no, orderToken(app, row));
  if (!awaitsPayment(row.status)) return [update, jumpToUrlAction(resultLink(app, row))];
  if (buttonCode === PAY_BUTTON_CODE) {
    return [update, await payStepAction(tx, app, row)];
  }
  return [update, alertAction(ORDER_MESSAGES.awaitingPayment), jumpToUrlAction(payQueryLink(app, row))];
}

/**
 * nextStep: the confirm button of a page. The order so far is checked with the shared rules (what is
 * filled in must be right, insureds within the plan's count limits; 20000 otherwise, nothing saved), refused with 20019 when the channel is off
 * sale, and saved as a draft. The reply's actions: `updateOrderNo` always, then `jumpToPage` when the
 * button named the next page (`pageExtraInfo.nextPageCode`). An order already submitted is not
 * changed: see `submittedOrderActions`.
 */
export const handleNextStep: CallHandler<typeof nextStep> = async ({ body, tenant, app }) =>
  app.db.transaction(async (tx) => {
    const existing = body.orderNo || body.encryptOrderNo ? await requireOrder(tx, app, tenant, body, { forUpdate: true }) : undefined;
    if (existing && existing.status !== 'draft') return pageActionReply(await submittedOrderActions(tx, app, existing, body.buttonCode));
    if (isOffSale(body)) throw cannotProceed(ORDER_MESSAGES.offSale);
    const now = app.now();
    const order = prepareOrder(body, existing, now);
    const problem = orderProblem(order, {
      ...checkContext(now, 'step'),
      insuredLimits: await orderInsuredLimits(tx, tenant, order),
      holderMinAge: await orderHolderMinAge(tx, tenant, order),
    });
    if (problem) throw invalidOrder(problem);
    const row = await writeDraft(tx, app.pii, tenant, existing, order, now);
    const target = nextPageCode(order.pageExtraInfo);
    const actions = [updateOrderNoAction(row.order_no, orderToken(app, row)), ...(target ? [jumpToPageAction(target)] : [])];
    return pageActionReply(actions, ORDER_MESSAGES.orderSaved);
  });
