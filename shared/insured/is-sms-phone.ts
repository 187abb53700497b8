import { SMS_PHONE_PATTERN } from '../constants';

/**
 * Whether a phone number may receive a verification code: the get-code button's stricter pattern
 * (1, then 3, 4, 5, 7, 8 or 9, then 9 digits). When it fails the buyer sees
 * `VALIDATION_MESSAGES.smsPhoneInvalid`.
 */
export function isSmsPhone(phone: string | null | undefined): boolean {
  return typeof phone === 'string' && SMS_PHONE_PATTERN.test(phone.trim());
}
