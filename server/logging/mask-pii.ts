import { keepEnds, MASK_CHAR } from '../app/keep-ends';
import { mapDeep, WALK_ON } from '../app/map-deep';

/**
 * Masks the personal data the spec's orders carry wherever it appears in a log line: ID card numbers
 * (15 or 18 characters), mainland mobile numbers and bank account numbers. The first and last few
 * characters stay, so support can still match a line to a case. (Screens mask by field instead, see
 * `domain/orders/display/mask-value.ts`; both use the same `keepEnds`.)
 */
const ID_CARD = /(?<![0-9A-Za-z])(?:\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const BANK_ACCOUNT = /(?<!\d)(\d{4})\d{4,11}(\d{4})(?!\d)/g;

/** Hidden characters of a bank account in a log: always four, so the line does not tell its length. */
const ACCOUNT_MASK = MASK_CHAR.repeat(4);

/** Log objects nest far less; the limit stops a cyclic value from recursing without end. */
const MAX_LOG_DEPTH = 8;

/** Every pattern above needs eleven digits in a row: a line without them is left as it is, untouched by the three replaces. */
const ELEVEN_DIGITS = /\d{11}/;

export function maskText(text: string): string {
  if (!ELEVEN_DIGITS.test(text)) return text;
  return text
    .replace(ID_CARD, (id: string) => keepEnds(id, 6, id.length === 18 ? 4 : 3))
    .replace(MOBILE, (phone: string) => keepEnds(phone, 3, 4))
    .replace(BANK_ACCOUNT, (_m, head: string, tail: string) => `${head}${ACCOUNT_MASK}${tail}`);
}

/**
 * Masks every string inside a value (objects and arrays walked, depth-limited against cycles: deeper
 * values are kept as they are, so a caller whose values nest deeper than a log line passes its own limit).
 */
export function maskDeep(value: unknown, maxDepth: number = MAX_LOG_DEPTH): unknown {
  return mapDeep(
    value,
    (item) => {
      if (typeof item === 'string') return maskText(item);
      if (item instanceof Error) return { type: item.name, message: maskText(item.message), stack: item.stack ? maskText(item.stack) : undefined };
      return WALK_ON;
    },
    maxDepth,
  );
}
