import { parseCalendarDate } from '../dates/calendar-date';
import { todayInShanghai } from '../dates/shanghai-today';
import { idCardCheckChar } from './id-card-check-char';

/**
 * Earliest birthday an identity number may carry. GB 11643 itself sets no floor; this one rejects
 * typing slips such as year 0199 that would otherwise read as a 1800-year-old buyer.
 */
export const EARLIEST_ID_CARD_BIRTHDAY = '1900-01-01';

/** Why a number is not a valid resident identity number. */
export type IdCardInvalidReason =
  /** Neither 15 nor 18 characters. */
  | 'length'
  /** Characters other than digits, or an X anywhere but the last of 18. */
  | 'format'
  /** The birth date is not a real date, is in the future or is before 1900. */
  | 'birthday'
  /** The MOD 11-2 check character does not match. */
  | 'checksum';

export interface ValidIdCard {
  valid: true;
  /** The number in its 18-digit form with an upper-case X; a 15-digit number is upgraded. */
  normalized: string;
  /** The administrative division code (first 6 digits). */
  regionCode: string;
  birthday: string;
  gender: 'M' | 'F';
}

export interface InvalidIdCard {
  valid: false;
  reason: IdCardInvalidReason;
}

export type IdCardParseResult = ValidIdCard | InvalidIdCard;

/**
 * Parses a mainland resident identity number per GB 11643-1999: the 18-digit form with its MOD 11-2
 * check character (X in either case) and the older 15-digit form (birth year 19yy, no check
 * character). The birth date must be real and not after `today` (YYYY-MM-DD, default today in China).
 * Gender is the parity of the sequence code's last digit: odd is male.
 */
export function parseIdCard(no: string, today: string = todayInShanghai()): IdCardParseResult {
  const text = no.trim().toUpperCase();
  if (text.length !== 15 && text.length !== 18) return { valid: false, reason: 'length' };
  const pattern = text.length === 18 ? /^\d{17}[\dX]$/ : /^\d{15}$/;
  if (!pattern.test(text)) return { valid: false, reason: 'format' };

  const first17 = text.length === 18 ? text.slice(0, 17) : `${text.slice(0, 6)}19${text.slice(6)}`;
  const birthday = readBirthday(first17.slice(6, 14));
  if (!birthday || birthday < EARLIEST_ID_CARD_BIRTHDAY || birthday > today) {
    return { valid: false, reason: 'birthday' };
  }

  const checkChar = idCardCheckChar(first17);
  if (text.length === 18 && text.charAt(17) !== checkChar) return { valid: false, reason: 'checksum' };

  return {
    valid: true,
    normalized: first17 + checkChar,
    regionCode: first17.slice(0, 6),
    birthday,
    gender: Number(first17.charAt(16)) % 2 === 1 ? 'M' : 'F',
  };
}

/** `YYYYMMDD` to `YYYY-MM-DD`, or undefined when it is not a real date. */
function readBirthday(digits: string): string | undefined {
  const text = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  return parseCalendarDate(text) ? text : undefined;
}
