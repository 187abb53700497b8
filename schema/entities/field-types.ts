import { Type, type SchemaOptions } from '@sinclair/typebox';

/** A calendar date as the spec writes it: `YYYY-MM-DD`. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** Units of a fixed-length period: D day, M month, Y year (spec section 9). */
export const PERIOD_UNITS = ['D', 'M', 'Y'] as const;

/** A lifelong period: `L` on its own, or as the unit of a product's period. */
export const LIFELONG_PERIOD = 'L';

/** Period units of a product's insurance and payment periods: day, month, year, lifelong. */
export const PERIOD_UNITS_WITH_LIFELONG = [...PERIOD_UNITS, LIFELONG_PERIOD] as const;

/** A regex character class matching one of the units, e.g. `[DMY]`. */
const unitClass = (units: readonly string[]): string => `[${units.join('')}]`;

/** A period as `N-U` (unit D day, M month, Y year, L lifelong) or `L` alone for lifelong. */
export const PERIOD_PATTERN = `^(\\d+-${unitClass(PERIOD_UNITS_WITH_LIFELONG)}|${LIFELONG_PERIOD})$`;

/**
 * A period a template offers as a choice: N-D, N-M or N-Y with N from 1 to 999, or L for lifelong
 * (spec: 20-Y, L). Stricter than PERIOD_PATTERN, which also accepts the data the server sends.
 */
export const PERIOD_OPTION_PATTERN = `^([1-9]\\d{0,2}-${unitClass(PERIOD_UNITS)}|${LIFELONG_PERIOD})$`;

/** An age bound such as 30-D or 60-Y (spec: age range limits use begin and end like 30-D). */
export const AGE_BOUND_PATTERN = `^\\d{1,3}-${unitClass(PERIOD_UNITS)}$`;

/** Number of digits of an SMS verification code. */
export const SMS_CODE_LENGTH = 6;

/** An SMS code of SMS_CODE_LENGTH digits. */
export const SMS_CODE_PATTERN = `^\\d{${SMS_CODE_LENGTH}}$`;

/** Mainland mobile number: 1, then 3 to 9, then 9 digits. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

/** The stricter mobile pattern the get-code button checks: 1, then 3, 4, 5, 7, 8 or 9, then 9 digits. */
export const SMS_MOBILE_PATTERN = '^1[345789]\\d{9}$';

/** A `YYYY-MM-DD` date string. */
export function DateString(options: SchemaOptions = {}) {
  return Type.String({ ...options, pattern: DATE_PATTERN });
}

/** Epoch milliseconds; the spec keeps insurance start and end dates as timestamps. */
export function Timestamp(options: SchemaOptions = {}) {
  const description = options.description ? `${options.description}；毫秒时间戳` : '毫秒时间戳';
  return Type.Integer({ ...options, minimum: 0, description });
}

/** A money amount in integer fen: money is computed in fen and formatted to yuan only on screen. */
export function Fen(options: SchemaOptions = {}) {
  const description = options.description ? `${options.description}；单位：分` : '单位：分';
  return Type.Integer({ ...options, minimum: 0, description });
}

/** A period string such as `20-Y`, `6-M`, `30-D` or `L`. */
export function PeriodString(options: SchemaOptions = {}) {
  const description = options.description
    ? `${options.description}；格式 N-Y/M/D/L，L 为终身`
    : '格式 N-Y/M/D/L，L 为终身';
  return Type.String({ ...options, pattern: PERIOD_PATTERN, description });
}
