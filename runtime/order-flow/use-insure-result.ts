import { useEffect, useState } from 'react';
import type { InsureResult } from '../../schema/entities/insure-result';
import { RESULT_POLLING_INTERVAL_MS } from '../../shared/constants';
import { useRuntime } from '../app/runtime-context';
import { insureResultPhase, type InsureResultPhase } from './insure-result-phase';

/** The insure result as the result page shows it. */
export interface InsureResultState {
  readonly phase: InsureResultPhase;
  readonly result: InsureResult | undefined;
}

/**
 * Polls `queryInsureResult` for an order every 5 s while its status is absent or processing
 * (spec section 2, result), then stops. A failed query keeps polling: the insurer may answer later.
 * Without an order there is nothing to ask: no query, and the phase says so (`noOrder`) rather than
 * 订单处理中... for ever.
 */
export function useInsureResult(lookup: { orderNo?: string; encryptOrderNo?: string; thirdOrderNo?: string; thirdOrderNoType?: string } | undefined): InsureResultState {
  const { api } = useRuntime();
  const [result, setResult] = useState<InsureResult | undefined>(undefined);
  const key = lookup ? JSON.stringify(lookup) : undefined;
  useEffect(() => {
    if (!key) return undefined;
    const body = JSON.parse(key) as NonNullable<typeof lookup>;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const poll = () => {
      api.call('queryInsureResult', body).then(
        (reply) => {
          if (!current) return;
          setResult(reply.result);
          if (insureResultPhase(reply.result) === 'processing') timer = setTimeout(poll, RESULT_POLLING_INTERVAL_MS);
        },
        () => {
          if (current) timer = setTimeout(poll, RESULT_POLLING_INTERVAL_MS);
        },
      );
    };
    poll();
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, key]);
  if (!key) return { phase: 'noOrder', result: undefined };
  return { phase: insureResultPhase(result), result };
}
