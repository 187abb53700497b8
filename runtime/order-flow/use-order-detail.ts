import { useEffect, useState } from 'react';
import type { OrderDetail } from '../../schema/entities/order-detail';
import { useRuntime } from '../app/runtime-context';

/** What an order-detail page shows while and after it asks. */
export type OrderDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'ready'; readonly detail: OrderDetail };

/**
 * The stored order for display (`queryOrderByOrderNoForShow`). `missing` when no order is named or the
 * query fails; the client has already told the buyer why it failed.
 */
export function useOrderDetail(lookup: { orderNo?: string; encryptOrderNo?: string } | undefined): OrderDetailState {
  const { api } = useRuntime();
  const [state, setState] = useState<OrderDetailState>(lookup ? { status: 'loading' } : { status: 'missing' });
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
      () => current && setState({ status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  return state;
}
