import { shanghaiWallTimeToInstant, utcFieldsToMs } from './shanghai-offset';

/**
 * What the product's date functions accept: an epoch-millisecond timestamp (number or digit
 * string, as servers send them), a Date, or date text `YYYY-MM-DD[ HH:mm[:ss[.SSS]]]` (also with
 * `/` or `T`), optionally ending in `Z` or an offset such as `+08:00`.
 */
export type DateInput = number | string | Date;

const MAX_DATE_MS = 8.64e15;
/** Shorter digit strings are more likely dates like 20250131 than millisecond timestamps. */
const TIMESTAMP_DIGITS = /^-?\d{11,16}$/;
const DATE_TEXT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant (epoch milliseconds) meant by a date input, or undefined when there is none.
 * Text without a zone is Shanghai wall time: '2026-01-01' is midnight in China on any machine.
 * Impossible calendar dates ('2025-02-30', '24:00') are rejected rather than rolled over.
 */
export function toInstant(input: DateInput | null | undefined): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (input instanceof Date) return validMs(input.getTime());
  if (typeof input === 'number') return validMs(input);
  const text = input.trim();
  if (TIMESTAMP_DIGITS.test(text)) return validMs(Number(text));
  return parseDateText(text);
}

function validMs(ms: number): number | undefined {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? ms : undefined;
}

function parseDateText(text: string): number | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, y = '', mo = '', d = '', h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const millisecond = Number(fraction.padEnd(3, '0'));
  const wallMs = utcFieldsToMs(year, month, day, hour, minute, second, millisecond);
  if (new Date(wallMs).getUTCDate() !== day) return undefined;
  if (zone === undefined) return validMs(shanghaiWallTimeToInstant(wallMs));
  return validMs(wallMs - zoneOffsetMs(zone));
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  return sign * (hours * 60 + minutes) * 60_000;
}
