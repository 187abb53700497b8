import { createHmac, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../../shared/constants';
import { randomDigits } from '../../../app/random-id';

/** What a code is bound to: the same digits for another phone or purpose do not match. */
export interface CodeScope {
  readonly tenant: string;
  /** The phone's blind index (PiiVault.index('phone', ...)): codes are bound to the phone without holding it. */
  readonly phoneIndex: string;
  readonly businessType: string;
}

/** A fresh code of SMS_CODE_LENGTH random digits from the system's secure generator. */
export function newSmsCode(): string {
  return randomDigits(SMS_CODE_LENGTH);
}

/** The stored form of a code: HMAC-SHA256 keyed with SMS_CODE_SECRET over its scope and digits. */
export function hashSmsCode(secret: string, scope: CodeScope, code: string): string {
  return createHmac('sha256', secret).update(`${scope.tenant}:${scope.phoneIndex}:${scope.businessType}:${code}`).digest('hex');
}

/** Whether a typed code matches a stored hash, compared in constant time. */
export function smsCodeMatches(secret: string, scope: CodeScope, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'utf8');
  const actual = Buffer.from(hashSmsCode(secret, scope, code), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
