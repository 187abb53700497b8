import type { Queryable } from '../../db/database';
import { insertJsonRows } from './seed-rows';

const BOOKING_QUERY = 'tenant={tenant}&thirdOrderNo={thirdOrderNo}&thirdOrderNoType={thirdOrderNoType}&canalDefine={canalDefine}';

/**
 * Appointment settings: the health tenant books around the clock by default but not from its paused
 * partner app; the ba tenant books from 08:30 to 21:00.
 */
const RESERVATIONS = [
  { tenant: 'health', canalDefine: '', enabled: true, url: `https://kefu.jiankangbao.com.cn/online-book?${BOOKING_QUERY}`, start: 0, end: 1440 },
  { tenant: 'health', canalDefine: 'partner-app', enabled: false, url: `https://kefu.jiankangbao.com.cn/online-book?${BOOKING_QUERY}`, start: 0, end: 1440 },
  { tenant: 'ba', canalDefine: '', enabled: true, url: `https://service.baian-insurance.com.cn/appointment?${BOOKING_QUERY}`, start: 8 * 60 + 30, end: 21 * 60 },
] as const;

/** Seeds the appointment settings; an operator's later change is kept. */
export async function seedReservations(db: Queryable): Promise<void> {
  await insertJsonRows(
    db,
    `INSERT INTO reservation_settings (tenant_code, canal_define, enabled, url_template, service_start_minute, service_end_minute)
     SELECT tenant, "canalDefine", enabled, url, start, "end"
       FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "canalDefine" text, enabled boolean, url text, start integer, "end" integer)
     ON CONFLICT (tenant_code, canal_define) DO NOTHING`,
    RESERVATIONS,
  );
}
