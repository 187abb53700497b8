import { DATE_PICKER_MAX } from '../../shared/constants';
import { addCalendarDays } from '../../shared/dates/calendar-date';
import { ageRangeToBirthdayRange, type AgeRange } from '../../shared/dates/age-limit-to-date';

/** The earliest date any picker offers. */
export const DATE_PICKER_MIN = '1900-01-01';

/** The date attrs of a date row that bound what can be chosen. */
export interface DateBoundAttrs {
  readonly minDate?: string | undefined;
  readonly maxDate?: string | undefined;
  readonly earliestTomorrow?: boolean | undefined;
  readonly latestYesterday?: boolean | undefined;
  readonly ageRange?: AgeRange | undefined;
}

/** A date row's choosable range, `YYYY-MM-DD` both ends. */
export interface DateBounds {
  readonly min: string;
  readonly max: string;
}

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);
const earlier = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);

/**
 * Every bound of a date row at once, the tightest winning: the configured dates, tomorrow for a
 * certificate validity, yesterday for a birthday, the birthdays an age range allows, and never past
 * DATE_PICKER_MAX. `today` is today in China. Ages count on the day cover starts, as the server
 * judges them (`ageOn`, by default tomorrow, the earliest and default start): a birthday offered is
 * never refused as too old or too young.
 */
export function dateBounds(attrs: DateBoundAttrs, today: string, ageOn: string = addCalendarDays(today, 1) ?? today): DateBounds {
  const ages = attrs.ageRange ? ageRangeToBirthdayRange(attrs.ageRange, ageOn) : {};
  let min = later(DATE_PICKER_MIN, attrs.minDate);
  min = later(min, ages.minDate);
  if (attrs.earliestTomorrow) min = later(min, addCalendarDays(today, 1));
  let max = earlier(DATE_PICKER_MAX, attrs.maxDate);
  max = earlier(max, ages.maxDate);
  if (attrs.latestYesterday) max = earlier(max, addCalendarDays(today, -1));
  return { min, max };
}
