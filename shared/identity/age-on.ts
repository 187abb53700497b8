import { parseCalendarDate } from '../dates/calendar-date';
import type { Dayjs } from '../dates/dayjs-utc';
import { todayInShanghai } from '../dates/shanghai-today';

/**
 * Age in whole years on a date: the age goes up on the birthday itself (someone born on 29 February
 * turns a year older on 1 March in other years). Both dates are `YYYY-MM-DD`, optionally followed by a
 * time, which is ignored. Returns undefined when either is not a real date or `onDate` precedes the
 * birthday, because an insurance age cannot be negative.
 */
export function ageOn(birthday: string, onDate: string = todayInShanghai()): number | undefined {
  const born = readDate(birthday);
  const on = readDate(onDate);
  if (!born || !on) return undefined;
  // Compared field by field rather than with dayjs diff, which would count 29 February birthdays
  // a year older already on 28 February.
  const hadBirthday = on.month() > born.month() || (on.month() === born.month() && on.date() >= born.date());
  const age = on.year() - born.year() - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : undefined;
}

/** The date part of `YYYY-MM-DD` or `YYYY-MM-DD HH:mm...`. */
function readDate(text: string): Dayjs | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T].*)?$/.exec(text.trim());
  return parseCalendarDate(match?.[1]);
}
