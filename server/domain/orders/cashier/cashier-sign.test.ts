import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOTICE_SIGNED_FIELDS, canonicalText, cashierSign, isValidCashierSign } from './cashier-sign';

const SECRET = 'k'.repeat(32);
const notice = { payApplyNo: 'PA1', amount: '20000', status: 'paid', timestamp: '1795312800', nonce: 'abcdef0123456789' };

describe('cashier signature', () => {
  it('is the HMAC-SHA256 hex of the fields in their documented order, whatever order they come in', () => {
    expect(canonicalText(NOTICE_SIGNED_FIELDS, { sign: 'ignored', nonce: notice.nonce, timestamp: notice.timestamp, status: notice.status, amount: notice.amount, payApplyNo: notice.payApplyNo })).toBe('payApplyNo=PA1&amount=20000&status=paid&timestamp=1795312800&nonce=abcdef0123456789');
    const expected = createHmac('sha256', SECRET).update('payApplyNo=PA1&amount=20000&status=paid&timestamp=1795312800&nonce=abcdef0123456789').digest('hex');
    expect(cashierSign(NOTICE_SIGNED_FIELDS, notice, SECRET)).toBe(expected);
  });

  it('verifies only the signature of the same fields with the same key', () => {
    const sign = cashierSign(NOTICE_SIGNED_FIELDS, notice, SECRET);
    expect(isValidCashierSign(NOTICE_SIGNED_FIELDS, notice, sign, SECRET)).toBe(true);
    expect(isValidCashierSign(NOTICE_SIGNED_FIELDS, { ...notice, amount: '1' }, sign, SECRET)).toBe(false);
    expect(isValidCashierSign(NOTICE_SIGNED_FIELDS, notice, sign, 'x'.repeat(32))).toBe(false);
    expect(isValidCashierSign(NOTICE_SIGNED_FIELDS, notice, sign.toUpperCase(), SECRET)).toBe(false);
    expect(isValidCashierSign(NOTICE_SIGNED_FIELDS, notice, sign.slice(1), SECRET)).toBe(false);
  });
});
