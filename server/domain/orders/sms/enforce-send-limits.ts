import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { DAY_MS, HOUR_MS } from '../../../app/durations';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { SMS_IP_HOURLY_MAX, SMS_PHONE_DAILY_MAX, SMS_PHONE_HOURLY_MAX, SMS_RESEND_INTERVAL_MS } from './sms-limits';

interface SendCounts {
  readonly last_sent: Date | null;
  readonly phone_hour: number;
  readonly phone_day: number;
  readonly ip_hour: number;
}

/**
 * Refuses (429) a send that would break a limit: 60 s since the phone's last code, 5 codes per phone
 * in any hour, 10 in any 24 hours, 30 per requesting address in any hour. The phone and the address
 * are counted across tenants: a phone at its cap gets no code from another tenant either. Windows are
 * rolling, judged on the app's clock. Callers hold the phone's and the address's advisory locks, so
 * two concurrent sends cannot both slip under a limit.
 */
export async function enforceSendLimits(tx: Queryable, where: { phoneIndex: string; ip: string; now: Date }): Promise<void> {
  const now = where.now.getTime();
  const hourAgo = new Date(now - HOUR_MS);
  const dayAgo = new Date(now - DAY_MS);
  const { rows } = await tx.query<SendCounts>(
    `SELECT max(created_at) FILTER (WHERE phone_index = $1) AS last_sent,
            count(*) FILTER (WHERE phone_index = $1 AND created_at > $2) AS phone_hour,
            count(*) FILTER (WHERE phone_index = $1) AS phone_day,
            count(*) FILTER (WHERE ip = $4 AND created_at > $2) AS ip_hour
       FROM sms_codes
      WHERE created_at > $3 AND created_at <= $5 AND (phone_index = $1 OR ip = $4)`,
    [where.phoneIndex, hourAgo, dayAgo, where.ip, where.now],
  );
  const counts = rows[0];
  if (!counts) return;
  const tooMany = (message: string) => new DomainError(ERROR_CODES.tooManyRequests, message, 429);
  if (counts.last_sent) {
    const wait = counts.last_sent.getTime() + SMS_RESEND_INTERVAL_MS - now;
    if (wait > 0) throw tooMany(ORDER_MESSAGES.codeTooSoon(Math.ceil(wait / 1000)));
  }
  if (Number(counts.phone_hour) >= SMS_PHONE_HOURLY_MAX) throw tooMany(ORDER_MESSAGES.codeHourlyLimit);
  if (Number(counts.phone_day) >= SMS_PHONE_DAILY_MAX) throw tooMany(ORDER_MESSAGES.codeDailyLimit);
  if (Number(counts.ip_hour) >= SMS_IP_HOURLY_MAX) throw tooMany(ORDER_MESSAGES.codeIpLimit);
}
