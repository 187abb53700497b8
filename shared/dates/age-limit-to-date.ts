import { assertNever } from '../assert-never';
import { formatCalendarDate, parseCalendarDate } from './calendar-date';
import type { Dayjs } from './dayjs-utc';
import type { PeriodUnit } from './insurance-period';
import { todayInShanghai } from './shanghai-today';

/** Which end of an age range a limit is: the youngest allowed age or the oldest. */
export type AgeLimitBound = 'minAge' | 'maxAge';

/** An age range as insurance period options and collocation rules write it: begin and end like '30-D', '60-Y'. */
export interface AgeRange {
  begin?: string | null;
  end?: string | null;
}

/** The birthdays an age range allows, as date picker bounds ('YYYY-MM-DD'); a missing side is open. */
export interface BirthdayRange {
  /** The earliest allowed birthday (from the maximum age). */
  minDate?: string;
  /** The latest allowed birthday (from the minimum age). */
  maxDate?: string;
}

const AGE_LIMIT = /^(\d{1,3})-([DMY])$/;

/**
 * The birthday at the edge of an age limit such as '30-D' or '18-Y', on the reference date
 * ('YYYY-MM-DD', by default today in China; usually the insurance start date).
 * - minAge: the latest birthday of someone at least that old: '18-Y' on 2026-06-15 -> 2008-06-15.
 * - maxAge: the earliest birthday of someone at most that old, ages counted in completed units, so
 *   a 60-year-old stays 60 until the day before turning 61: '60-Y' on 2026-06-15 -> 1965-06-16;
 *   '365-D' on 2026-06-15 -> 2025-06-15.
 * Undefined when the limit or the reference date cannot be read.
 */
export function ageLimitToDate(
  limit: string | null | undefined,
  bound: AgeLimitBound,
  reference: string = todayInShanghai(),
): string | undefined {
  // Every premium asks for the same few limits on the same start day: each answer is worked out once.
  const key = `${limit}|${bound}|${reference}`;
  if (REMEMBERED.has(key)) return REMEMBERED.get(key);
  const answer = workOutAgeLimit(limit, bound, reference);
  if (REMEMBERED.size >= REMEMBERED_AT_MOST) REMEMBERED.clear();
  REMEMBERED.set(key, answer);
  return answer;
}

/** Answers of `ageLimitToDate` by limit, bound and reference date; emptied when full, so it stays small. */
const REMEMBERED = new Map<string, string | undefined>();
const REMEMBERED_AT_MOST = 2000;

function workOutAgeLimit(limit: string | null | undefined, bound: AgeLimitBound, reference: string): string | undefined {
  const match = typeof limit === 'string' ? AGE_LIMIT.exec(limit.trim().toUpperCase()) : null;
  const referenceDate = parseCalendarDate(reference);
  if (!match || !referenceDate) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] as PeriodUnit;
  switch (bound) {
    case 'minAge':
      return formatCalendarDate(subtract(referenceDate, amount, unit));
    case 'maxAge':
      return formatCalendarDate(
        unit === 'D'
          ? subtract(referenceDate, amount, unit)
          : subtract(referenceDate, amount + 1, unit).add(1, 'day'),
      );
    default:
      return assertNever(bound, 'age limit bound');
  }
}

/** The birthday bounds of an age range on the reference date (see `ageLimitToDate`). */
export function ageRangeToBirthdayRange(range: AgeRange, reference: string = todayInShanghai()): BirthdayRange {
  const minDate = ageLimitToDate(range.end, 'maxAge', reference);
  const maxDate = ageLimitToDate(range.begin, 'minAge', reference);
  return { ...(minDate === undefined ? {} : { minDate }), ...(maxDate === undefined ? {} : { maxDate }) };
}

function subtract(date: Dayjs, amount: number, unit: PeriodUnit): Dayjs {
  switch (unit) {
    case 'D':
      return date.subtract(amount, 'day');
    case 'M':
      return date.subtract(amount, 'month');
    case 'Y':
      return date.subtract(amount, 'year');
    default:
      return assertNever(unit, 'period unit');
  }
}
