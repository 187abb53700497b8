import { useEffect, useState } from 'react';
import type { InsureResult } from '../../schema/entities/insure-result';
import { RESULT_POLLING_INTERVAL_MS } from '../../shared/constants';
import { fetchApiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';
import { finalRefusal, type FinalRefusal } from './final-refusal';
import { insureResultPhase, type InsureResultPhase } from './insure-result-phase';

/** The insure result as the result page shows it. */
export interface InsureResultState {
  readonly phase: InsureResultPhase;
  readonly result: InsureResult | undefined;
  /** Why the order cannot be read, when the phase is `unavailable`. */
  readonly refusal?: FinalRefusal;
}

/**
 * Polls `queryInsureResult` for an order every 5 s while its status is absent or processing
 * (spec section 2, result), then stops. A query that failed on the way (offline, 5xx, 429) keeps
 * polling: the insurer may answer later. One refused for good (4xx: 404 订单不存在 for a missing order,
 * or a plain order number opened outside the buyer's browser) stops, and the phase says so
 * (`unavailable`) rather than 订单处理中... for ever. Without an order there is nothing to ask: no
 * query, and the phase says so (`noOrder`). The polling keeps its own timing (the next ask 5 s after a
 * reply); each ask goes through the query layer like every other read.
 */
export function useInsureResult(lookup: { orderNo?: string; encryptOrderNo?: string; thirdOrderNo?: string; thirdOrderNoType?: string } | undefined): InsureResultState {
  const { api } = useRuntime();
  const [result, setResult] = useState<InsureResult | undefined>(undefined);
  const [refusal, setRefusal] = useState<{ key: string; refusal: FinalRefusal } | undefined>(undefined);
  const key = lookup ? JSON.stringify(lookup) : undefined;
  useEffect(() => {
    if (!key) return undefined;
    const body = JSON.parse(key) as NonNullable<typeof lookup>;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const poll = () => {
      fetchApiQuery(api, 'queryInsureResult', body).then(
        (reply) => {
          if (!current) return;
          setResult(reply.result);
          if (insureResultPhase(reply.result) === 'processing') timer = setTimeout(poll, RESULT_POLLING_INTERVAL_MS);
        },
        (error: unknown) => {
          if (!current) return;
          const final = finalRefusal(error);
          if (final) setRefusal({ key, refusal: final });
          else timer = setTimeout(poll, RESULT_POLLING_INTERVAL_MS);
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
  // Only the refusal of the order now asked about: another order in the address is asked afresh.
  if (refusal?.key === key) return { phase: 'unavailable', result: undefined, refusal: refusal.refusal };
  return { phase: insureResultPhase(result), result };
}
