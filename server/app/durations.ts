/** Lengths of time in milliseconds, for clocks, windows and expiries. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of 24 hours: windows and offsets, not calendar days (those are `shared/dates/`). */
export const DAY_MS = 24 * HOUR_MS;
