import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { ORDER_MESSAGES } from '../order-messages';
import { awaitsPayment, type OrderStatus } from '../order-status';

/** Refuses (409) anything that pays for an order still in draft or already paid. */
export function requirePayable(status: OrderStatus): void {
  if (status === 'draft') throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.orderNotSubmitted, 409);
  if (!awaitsPayment(status)) throw new DomainError(ERROR_CODES.conflict, ORDER_MESSAGES.alreadyPaid, 409);
}
