import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// Only the utc plugin is needed: every zone conversion goes through `shanghai-offset.ts`, because
// the timezone plugin's tz() reads the machine zone and lands an hour off in its DST gaps.
dayjs.extend(utc);

/** dayjs with the utc plugin installed; the only dayjs entry point of `shared/dates/`. */
export { dayjs };
export type { Dayjs } from 'dayjs';
