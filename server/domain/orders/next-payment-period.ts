import type { getNextPaymentPeriod } from '../../../schema/api/next-step';
import { formatCalendarDate } from '../../../shared/dates/calendar-date';
import { shanghaiClock } from '../../../shared/dates/shanghai-clock';
import { isYearlyPayType } from '../../../shared/premium/pay-type';
import type { CallHandler } from '../../app/call-handler';
import { findOrder } from './store/find-order';

/**
 * getNextPaymentPeriod: the date of the second instalment, one month after the insurance start day
 * in China (a month end carries to the shorter month's last day: 01-31 -> 02-28). When the request
 * names an order paid yearly, one year after instead.
 */
export const handleGetNextPaymentPeriod: CallHandler<typeof getNextPaymentPeriod> = async ({ body, tenant, app }) => {
  const order = body.orderNo ? await findOrder(app.db, app, tenant, { orderNo: body.orderNo }) : undefined;
  const start = shanghaiClock(body.insuranceStartDate);
  // A schema-valid timestamp always reads on the clock; the fallback is the app's today.
  const day = start ?? (shanghaiClock(app.now()) as NonNullable<typeof start>);
  const next = isYearlyPayType(order?.pay_type) ? day.add(1, 'year') : day.add(1, 'month');
  return { success: true, code: 0, result: formatCalendarDate(next) };
};
