import type { OrderDetail } from '../../schema/entities/order-detail';
import { useApiQuery } from '../api/api-queries';
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
 * (offline, 5xx); `loading` again while it is asked again. The client has already told the buyer why a
 * query failed.
 */
export function useOrderDetail(lookup: { orderNo?: string; encryptOrderNo?: string } | undefined): OrderDetailState {
  const detail = useApiQuery('queryOrderByOrderNoForShow', lookup ?? {}, undefined, { enabled: lookup !== undefined });
  if (!lookup) return { status: 'missing' };
  if (detail.isError) {
    if (detail.isFetching) return { status: 'loading' };
    const refusal = finalRefusal(detail.error);
    return refusal ? { status: 'unavailable', refusal } : { status: 'failed', retry: () => void detail.refetch() };
  }
  if (!detail.data) return { status: 'loading' };
  return detail.data.result ? { status: 'ready', detail: detail.data.result } : { status: 'missing' };
}
