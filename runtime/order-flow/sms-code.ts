import { SMS_CODE_LENGTH, SMS_PHONE_PATTERN } from '../../shared/constants';

/** Whether a code may be requested for this phone: the stricter get-code pattern of spec section 5. */
export function canRequestCode(phone: unknown): phone is string {
  return typeof phone === 'string' && SMS_PHONE_PATTERN.test(phone.trim());
}

/** Keeps digits only, cut to the code length, so pasted text with spaces still works. */
export function normalizeCode(input: string, length: number = SMS_CODE_LENGTH): string {
  return input.replace(/\D/g, '').slice(0, length);
}

/** Whether the code is exactly `length` digits. */
export function isCompleteCode(code: unknown, length: number = SMS_CODE_LENGTH): code is string {
  return typeof code === 'string' && new RegExp(`^\\d{${length}}$`).test(code);
}
