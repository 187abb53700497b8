import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields the simulated cashier signs. */
export interface PaySignFields {
  readonly checkNo: string;
  readonly payApplyNo: string;
  /** Epoch milliseconds, as digits. */
  readonly timeStamp: string;
}

/**
 * The mock payment signature: the UPPERCASE hex SHA1 of
 *
 *     checkNo={checkNo}&payApplyNo={payApplyNo}&timeStamp={timeStamp}&key={PAY_SIGN_SECRET}
 *
 * (fields in that order, values as sent, UTF-8). The spec names an uppercase SHA1 over checkNo,
 * payApplyNo and the timestamp; the trailing key is the server secret that makes it unforgeable.
 */
export function paySign(fields: PaySignFields, secret: string): string {
  const text = `checkNo=${fields.checkNo}&payApplyNo=${fields.payApplyNo}&timeStamp=${fields.timeStamp}&key=${secret}`;
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}

/** Whether `sign` is the signature of the fields, compared in constant time. */
export function isValidPaySign(fields: PaySignFields, sign: string, secret: string): boolean {
  const expected = Buffer.from(paySign(fields, secret), 'utf8');
  const actual = Buffer.from(sign, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
