import { Type, type SchemaOptions } from '@sinclair/typebox';
import { PERIOD_UNITS, LIFELONG_PERIOD, SMS_CODE_LENGTH } from './limits';
export { PERIOD_UNITS, LIFELONG_PERIOD, SMS_CODE_LENGTH, MOBILE_PATTERN, SMS_MOBILE_PATTERN } from './limits';

/** A calendar date as the spec writes it: `YYYY-MM-DD`. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

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

/** An SMS code of SMS_CODE_LENGTH digits. */
export const SMS_CODE_PATTERN = `^\\d{${SMS_CODE_LENGTH}}$`;

/** A `YYYY-MM-DD` date string. */
export function DateString(options: SchemaOptions = {}) {
  return Type.String({ ...options, pattern: DATE_PATTERN });
}

/**
 * A birthday as order replies show it: every digit hidden (see the server's `mask-value.ts` for why
 * not even the year). Sent back unchanged, the server keeps the stored birthday.
 */
export const MASKED_DATE = '****-**-**';

/** A birthday as orders carry it: `YYYY-MM-DD`, or MASKED_DATE echoed from a masked reply. */
export function BirthdayString(options: SchemaOptions = {}) {
  return Type.String({ ...options, pattern: `${DATE_PATTERN}|^\\*{4}-\\*{2}-\\*{2}$` });
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
