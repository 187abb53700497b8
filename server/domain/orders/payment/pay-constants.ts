/** A signed cashier link is honoured this long either side of its timestamp. */
export const PAY_TIMESTAMP_TOLERANCE_MS = 300_000;

/** Where the buyer app's simulated cashier page lives (spec route /mockpay). */
export const MOCK_CASHIER_PATH = '/mockpay';

/** The buyer app's payment query page (spec route /querypay). */
export const PAY_QUERY_PATH = '/querypay';

/** The buyer app's result page (spec route /result). */
export const RESULT_PATH = '/result';

/** Payment source of pay confirm: a bank debit confirmed with an SMS code. */
export const BANK_DEBIT_PAYMENT_SOURCE = 'bankDebit';
