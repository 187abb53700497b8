import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * A calendar date `YYYY-MM-DD` between 1900-01-01 and DATE_PICKER_MAX (schema/entities/limits.ts): the
 * pattern itself enforces the spec's date picker maximum, since JSON Schema has no date comparison
 * without `format`; picker-date-attrs.test.ts checks that the two agree.
 */
export const PICKER_DATE_PATTERN = '^(19\\d{2}|20[0-5]\\d|2060)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** A date attr a picker may offer (its bounds, a fixed default), titled for the property panel. */
export function pickerDate(options: StringOptions & { title: string }) {
  return Type.String({ ...options, pattern: PICKER_DATE_PATTERN });
}
