import dayjs from 'dayjs';

/** A stored date text (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm`) as the picker's local Date; undefined if unreadable. */
export function textToPickerDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d, hh, mm] = match;
  // The picker works in the phone's local time; the stored text is a calendar date, so build it locally.
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh ?? 0), Number(mm ?? 0));
}

/** The picker's local Date as the stored text, by the row's precision. */
export function pickerDateToText(date: Date, withTime: boolean): string {
  return dayjs(date).format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');
}
