import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of the payment application the pay step posts to the insurer's cashier, in signing order. */
export const APPLICATION_SIGNED_FIELDS = ['payApplyNo', 'amount', 'description', 'notifyUrl', 'returnUrl', 'expireAt', 'timestamp', 'nonce'] as const;

/** The fields of the cashier's payment notice (POST /api/cashier/notify), in signing order. */
export const NOTICE_SIGNED_FIELDS = ['payApplyNo', 'amount', 'status', 'timestamp', 'nonce'] as const;

/**
 * The text both sides sign: each named field as `name=value`, in the order given (never sorted, never
 * skipped: an absent field is `name=`), joined by `&`, values exactly as sent, UTF-8. For a notice:
 *
 *     payApplyNo={payApplyNo}&amount={amount}&status={status}&timestamp={timestamp}&nonce={nonce}
 */
export function canonicalText(order: readonly string[], fields: object): string {
  const values = fields as Readonly<Record<string, unknown>>;
  return order.map((name) => `${name}=${typeof values[name] === 'string' ? values[name] : ''}`).join('&');
}

/** The signature of the fields: HMAC-SHA256 keyed with CASHIER_SECRET over canonicalText, lowercase hex. */
export function cashierSign(order: readonly string[], fields: object, secret: string): string {
  return createHmac('sha256', secret).update(canonicalText(order, fields), 'utf8').digest('hex');
}

/** Whether `sign` is the fields' signature, compared in constant time. */
export function isValidCashierSign(order: readonly string[], fields: object, sign: string, secret: string): boolean {
  const expected = Buffer.from(cashierSign(order, fields, secret), 'utf8');
  const actual = Buffer.from(sign, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
