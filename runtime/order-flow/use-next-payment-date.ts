import { useEffect, useState } from 'react';
import { useRuntime } from '../app/runtime-context';

/**
 * The next monthly debit date (YYYY-MM-DD) from `getNextPaymentPeriod`, once the plan and the start
 * date are known; undefined otherwise or when the server cannot say.
 */
export function useNextPaymentDate(planId: string | undefined, insuranceStartDate: number | undefined, enabled: boolean): string | undefined {
  const { api } = useRuntime();
  const [date, setDate] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || !planId || insuranceStartDate === undefined) return undefined;
    let current = true;
    api.call('getNextPaymentPeriod', { planId, insuranceStartDate }).then(
      (reply) => current && setDate(reply.result),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, planId, insuranceStartDate, enabled]);
  return enabled ? date : undefined;
}
