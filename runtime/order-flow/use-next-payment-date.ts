import { useApiQuery } from '../api/api-queries';

/** What the next debit date depends on: the plan, the day cover starts and, once there is one, the order. */
export interface NextPaymentDateQuery {
  readonly planId: string | undefined;
  readonly insuranceStartDate: number | undefined;
  readonly orderNo?: string | undefined;
}

/**
 * The next monthly debit date (YYYY-MM-DD) from `getNextPaymentPeriod`, once the plan and the start
 * date are known; undefined otherwise or when the server cannot say. A changed start date keeps the
 * date it had until the new one arrives. The payment block on page 1 and the payment summary of the
 * confirm page both show it from here.
 */
export function useNextPaymentDate({ planId, insuranceStartDate, orderNo }: NextPaymentDateQuery, enabled: boolean): string | undefined {
  const asks = enabled && Boolean(planId) && insuranceStartDate !== undefined;
  const body = { planId: planId ?? '', insuranceStartDate: insuranceStartDate ?? 0, ...(orderNo ? { orderNo } : {}) };
  const next = useApiQuery('getNextPaymentPeriod', body, undefined, { enabled: asks, keepPrevious: true });
  return enabled ? next.data?.result : undefined;
}
