import { formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { ageOn } from '../identity/age-on';

/** One insured's age, both in whole days and in whole years (周岁). */
export interface InsuredAge {
  readonly days: number;
  readonly years: number;
}

/** What is known of the insureds: ages in days, or birthdays with today's date. */
export interface InsuredAgeInput {
  readonly insuredAgesInDays?: readonly number[];
  /** `YYYY-MM-DD`; used together with `today`. */
  readonly insuredBirthdays?: readonly (string | null | undefined)[];
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  readonly today?: string;
}

/** Mean Gregorian year, for turning a bare day count into years when no date is known. */
const DAYS_PER_YEAR = 365.2425;

/**
 * The insureds' ages. Birthdays with `today` give exact calendar ages; so do day counts with `today`
 * (the birthday is rebuilt from them). Day counts without `today` give years by the mean year length,
 * which can be a day off around a birthday. Unparseable birthdays and negative counts are left out.
 */
export function insuredAges(input: InsuredAgeInput): InsuredAge[] {
  const today = parseCalendarDate(input.today);
  if (input.insuredBirthdays && today && input.today) {
    const todayText = input.today;
    return input.insuredBirthdays.flatMap((birthday) => {
      const born = parseCalendarDate(birthday);
      const years = birthday ? ageOn(birthday, todayText) : undefined;
      return born && years !== undefined ? [{ days: today.diff(born, 'day'), years }] : [];
    });
  }
  return (input.insuredAgesInDays ?? [])
    .filter((days) => Number.isInteger(days) && days >= 0)
    .map((days) => {
      if (!today || !input.today) return { days, years: Math.floor(days / DAYS_PER_YEAR) };
      return { days, years: ageOn(formatCalendarDate(today.subtract(days, 'day')), input.today) ?? 0 };
    });
}
