import { useEffect, useState } from 'react';
import type { OrderDetail } from '../../schema/entities/order-detail';
import { useRuntime } from '../app/runtime-context';
import { finalRefusal, type FinalRefusal } from './final-refusal';

/** What an order-detail page shows while and after it asks. */
export type OrderDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'unavailable'; readonly refusal: FinalRefusal }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly detail: OrderDetail };

/**
 * The stored order for display (`queryOrderByOrderNoForShow`). `missing` when no order is named or the
 * reply holds none; `unavailable` when the server refuses it for good (4xx: 404 订单不存在 for an order
 * missing or not this buyer's); `failed`, with a way to ask again, when the query failed on the way
 * (offline, 5xx). The client has already told the buyer why a query failed.
 */
export function useOrderDetail(lookup: { orderNo?: string; encryptOrderNo?: string } | undefined): OrderDetailState {
  const { api } = useRuntime();
  const [state, setState] = useState<OrderDetailState>(lookup ? { status: 'loading' } : { status: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const key = lookup ? JSON.stringify(lookup) : undefined;
  useEffect(() => {
    if (!key) {
      setState({ status: 'missing' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    api.call('queryOrderByOrderNoForShow', JSON.parse(key) as NonNullable<typeof lookup>).then(
      (reply) => current && setState(reply.result ? { status: 'ready', detail: reply.result } : { status: 'missing' }),
      (error: unknown) => {
        if (!current) return;
        const refusal = finalRefusal(error);
        setState(refusal ? { status: 'unavailable', refusal } : { status: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt]);
  return state;
}
