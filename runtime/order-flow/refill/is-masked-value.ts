/** The character the server's replies hide personal data with (see shared/masking/keep-ends.ts). */
export const REPLY_MASK_CHAR = '*';

/**
 * Whether a value from an order reply is a mask rather than what the buyer typed: 张**, 1101*************4,
 * 138****8000, ****-**-**. No name, certificate number, phone, date or address the forms accept holds
 * the mask character, so its presence is enough, whatever key the server masked.
 */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && value.includes(REPLY_MASK_CHAR);
}
