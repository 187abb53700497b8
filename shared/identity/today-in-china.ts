import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The product's time zone: "today" and ages are counted in China whatever the device's zone. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** Today's date in China as YYYY-MM-DD. */
export function todayInChina(now: Date = new Date()): string {
  return dayjs(now).tz(CHINA_TIME_ZONE).format('YYYY-MM-DD');
}
