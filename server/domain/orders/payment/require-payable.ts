import { ORDER_MESSAGES as SHARED_ORDER_MESSAGES } from '../../../../shared/messages/order';
import type { AppContext } from '../../../app/app-context';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { ORDER_MESSAGES } from '../order-messages';
import { awaitsPayment, isClosed, type OrderStatus } from '../order-status';
import type { OrderRow } from '../store/order-row';
import { isOverdue } from './unpaid-deadline';

/** The refusal of anything that would pay for a closed order (409, 订单已超时关闭，请重新投保). */
export function orderClosedError(): DomainError {
  return new DomainError(ERROR_CODES.conflict, SHARED_ORDER_MESSAGES.orderClosed, 409);
}

/** Refuses (409) anything that pays for an order still in draft, already paid, or closed unpaid. */
export function requirePayable(status: OrderStatus): void {
  if (status === 'draft') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.orderNotSubmitted, 409);
  if (isClosed(status)) throw orderClosedError();
  if (!awaitsPayment(status)) throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.alreadyPaid, 409);
}

/** Like requirePayable, and refuses as closed an order past its unpaid deadline that the sweep has not closed yet. */
export function requirePayableNow(row: Pick<OrderRow, 'status' | 'submitted_at' | 'created_at'>, app: Pick<AppContext, 'config' | 'now'>): void {
  requirePayable(row.status);
  if (isOverdue(row, app.config.unpaidOrderMinutes, app.now())) throw orderClosedError();
}
