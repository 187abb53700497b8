import { parseIsoDate } from '../rules/calendar-date';
import { todayInChina } from './today-in-china';

/**
 * Age in whole years on a date: the age goes up on the birthday itself (someone born on 29 February
 * turns a year older on 1 March in other years). Both dates are `YYYY-MM-DD`, optionally followed by a
 * time, which is ignored. Returns undefined when either is not a real date or `onDate` precedes the
 * birthday, because an insurance age cannot be negative.
 */
export function ageOn(birthday: string, onDate: string = todayInChina()): number | undefined {
  const born = readDate(birthday);
  const on = readDate(onDate);
  if (!born || !on) return undefined;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  const age = on.year - born.year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : undefined;
}

/** The date part of `YYYY-MM-DD` or `YYYY-MM-DD HH:mm...`. */
function readDate(text: string) {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T].*)?$/.exec(text.trim());
  return match?.[1] === undefined ? undefined : parseIsoDate(match[1]);
}
