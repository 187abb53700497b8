/** What a booking-page template may name. */
export interface ReservationUrlValues {
  readonly tenant: string;
  readonly thirdOrderNo?: string | undefined;
  readonly thirdOrderNoType?: string | undefined;
  readonly canalDefine?: string | undefined;
}

/**
 * Fills a booking-page address template: `{tenant}`, `{thirdOrderNo}`, `{thirdOrderNoType}` and
 * `{canalDefine}` become their URL-encoded values (empty when absent); other braces stay as they are.
 */
export function fillReservationUrl(template: string, values: ReservationUrlValues): string {
  return template.replace(/\{(tenant|thirdOrderNo|thirdOrderNoType|canalDefine)\}/g, (_match, name: keyof ReservationUrlValues) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** Whether a minute of the day lies in the service hours [start, end). */
export function withinServiceHours(minuteOfDay: number, startMinute: number, endMinute: number): boolean {
  return minuteOfDay >= startMinute && minuteOfDay < endMinute;
}
