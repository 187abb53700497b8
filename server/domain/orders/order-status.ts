/**
 * Where an order stands: draft -> submitted -> paying -> processing -> success | failed; an order left
 * unpaid too long is closed (submitted | paying -> closed).
 */
export const ORDER_STATUSES = ['draft', 'submitted', 'paying', 'processing', 'success', 'failed', 'closed'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The transitions the state machine allows. `paying -> paying` is absent on purpose: a new payment
 * request on a paying order supersedes the old one without a status change. A submitted order may
 * be paid directly by bank debit (pay confirm), hence `submitted -> processing`. An order not paid
 * within UNPAID_ORDER_MINUTES is closed, for good: the buyer insures again with a new order.
 */
const ALLOWED: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['submitted'],
  submitted: ['paying', 'processing', 'closed'],
  paying: ['processing', 'closed'],
  processing: ['success', 'failed'],
  success: [],
  failed: [],
  closed: [],
};

/** Whether the state machine lets an order go from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Statuses in which the buyer still owes the payment. */
export function awaitsPayment(status: OrderStatus): boolean {
  return status === 'submitted' || status === 'paying';
}

/** Statuses reached only after payment. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'processing' || status === 'success' || status === 'failed';
}

/** Whether the order was closed unpaid: nothing may pay for it any more. */
export function isClosed(status: OrderStatus): boolean {
  return status === 'closed';
}
