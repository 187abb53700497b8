import { useApiQuery } from '../api/api-queries';

/**
 * The next monthly debit date (YYYY-MM-DD) from `getNextPaymentPeriod`, once the plan and the start
 * date are known; undefined otherwise or when the server cannot say. A changed start date keeps the
 * date it had until the new one arrives.
 */
export function useNextPaymentDate(planId: string | undefined, insuranceStartDate: number | undefined, enabled: boolean): string | undefined {
  const asks = enabled && Boolean(planId) && insuranceStartDate !== undefined;
  const next = useApiQuery('getNextPaymentPeriod', { planId: planId ?? '', insuranceStartDate: insuranceStartDate ?? 0 }, undefined, { enabled: asks, keepPrevious: true });
  return enabled ? next.data?.result : undefined;
}
