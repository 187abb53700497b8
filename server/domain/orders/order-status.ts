/** Where an order stands: draft -> submitted -> paying -> processing -> success | failed. */
export const ORDER_STATUSES = ['draft', 'submitted', 'paying', 'processing', 'success', 'failed'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The transitions the state machine allows. `paying -> paying` is absent on purpose: a new payment
 * request on a paying order supersedes the old one without a status change. A submitted order may
 * be paid directly by bank debit (pay confirm), hence `submitted -> processing`.
 */
const ALLOWED: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['submitted'],
  submitted: ['paying', 'processing'],
  paying: ['processing'],
  processing: ['success', 'failed'],
  success: [],
  failed: [],
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
