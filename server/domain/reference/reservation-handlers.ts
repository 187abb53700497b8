import type { CallHandlers } from '../../app/call-handler';
import { shanghaiClock } from '../../../shared/dates/shanghai-clock';
import { fillReservationUrl, withinServiceHours } from './reservation-url';

interface ReservationSetting {
  enabled: boolean;
  url_template: string;
  service_start_minute: number;
  service_end_minute: number;
}

/**
 * queryReservationConsultation: whether a consultation can be booked now, and where. The setting of
 * the buyer's channel definition applies, else the tenant's default; bookings are possible while it
 * is enabled and within its service hours on the Shanghai clock. The tenant is the one the request
 * header names; the body's tenantId is the appointment service's own field and is not trusted for it.
 */
export const reservationHandlers = {
  queryReservationConsultation: async ({ body, tenant, app }) => {
    const canalDefine = body.canalDefine?.trim() ?? '';
    const found = await app.db.query<ReservationSetting>(
      `SELECT enabled, url_template, service_start_minute, service_end_minute FROM reservation_settings
        WHERE tenant_code = $1 AND canal_define IN ($2, '')
        ORDER BY canal_define DESC
        LIMIT 1`,
      [tenant, canalDefine],
    );
    const setting = found.rows[0];
    const clock = shanghaiClock(app.now());
    const minuteOfDay = clock ? clock.hour() * 60 + clock.minute() : -1;
    if (!setting?.enabled || !withinServiceHours(minuteOfDay, setting.service_start_minute, setting.service_end_minute)) {
      return { success: true, code: 0, data: { canSupportAppointment: false } };
    }
    const url = fillReservationUrl(setting.url_template, {
      tenant,
      thirdOrderNo: body.thirdOrderNo,
      thirdOrderNoType: body.thirdOrderNoType,
      canalDefine: canalDefine || undefined,
    });
    return { success: true, code: 0, data: { canSupportAppointment: true, url } };
  },
} satisfies CallHandlers;
