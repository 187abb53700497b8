import { keepEnds, MASK_CHAR } from './keep-ends';

/**
 * Masks the personal data the spec's orders carry wherever it appears in a text (a log line, a page
 * being recorded, a stored recording): ID card numbers (15 or 18 characters), mainland mobile numbers
 * and bank account numbers. The first and last few characters stay, so support can still match a line
 * to a case. (Screens mask by field instead, see
 * `server/domain/orders/display/mask-value.ts`; both use the same `keepEnds`.)
 */
const ID_CARD = /(?<![0-9A-Za-z])(?:\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const BANK_ACCOUNT = /(?<!\d)(\d{4})\d{4,11}(\d{4})(?!\d)/g;

/** Hidden characters of a bank account: always four, so the line does not tell its length. */
const ACCOUNT_MASK = MASK_CHAR.repeat(4);

/** Every pattern above needs eleven digits in a row: a line without them is left as it is, untouched by the three replaces. */
const ELEVEN_DIGITS = /\d{11}/;

export function maskText(text: string): string {
  if (!ELEVEN_DIGITS.test(text)) return text;
  return text
    .replace(ID_CARD, (id: string) => keepEnds(id, 6, id.length === 18 ? 4 : 3))
    .replace(MOBILE, (phone: string) => keepEnds(phone, 3, 4))
    .replace(BANK_ACCOUNT, (_m, head: string, tail: string) => `${head}${ACCOUNT_MASK}${tail}`);
}
