import { parseCalendarDate } from '../dates/calendar-date';
import { todayInShanghai } from '../dates/shanghai-today';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { ageOn } from './age-on';

/**
 * Why a person policyholder born on `birthday` may not buy: younger than `minAge` whole years on
 * `today` (a holder needs full civil capacity), or born after today. Undefined when old enough, and
 * when the birthday is not a date at all: the field's date rule tells that, not this one.
 */
export function holderAgeProblem(birthday: unknown, minAge: number, today: string = todayInShanghai()): string | undefined {
  if (typeof birthday !== 'string' || minAge <= 0) return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T].*)?$/.exec(birthday.trim())?.[1];
  if (!parseCalendarDate(day)) return undefined;
  const age = ageOn(day ?? '', today);
  return age === undefined || age < minAge ? VALIDATION_MESSAGES.holderUnderAge(minAge) : undefined;
}
