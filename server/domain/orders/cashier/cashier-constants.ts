/** Where the insurer's cashier posts its payment notices. */
export const CASHIER_NOTIFY_PATH = '/api/cashier/notify';

/** Payment source of applications paid at the insurer's cashier. */
export const CASHIER_PAYMENT_SOURCE = 'insurerCashier';

/** A notice is honoured this long either side of its timestamp (seconds). */
export const CASHIER_TIMESTAMP_TOLERANCE_S = 300;

/**
 * How long a notice's nonce is kept. A replayed notice keeps its timestamp, so once that is more than
 * the tolerance old the timestamp alone refuses it: twice the tolerance, plus a margin, is enough.
 */
export const CASHIER_NONCE_RETENTION_MS = 3 * CASHIER_TIMESTAMP_TOLERANCE_S * 1000;

/** What a payment application is described as at the cashier: the product, never the order number. */
export const CASHIER_DEFAULT_DESCRIPTION = '保险保费';
