import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { shouldLoadOrder } from '../../../shared/pages/should-load-order';
import { fetchApiQuery } from '../../api/api-queries';
import { useRuntime } from '../../app/runtime-context';
import { flowStateAtom, orderFormAtom, type FlowState, type OrderFormValues } from '../../state/flow-atoms';
import { clearOrderLoadDisabledOnce, isOrderLoadDisabledOnce } from '../../state/order-load-disabled-once';
import { orderLookupBody } from '../order-lookup-body';
import { applyOrderRefill } from './apply-order-refill';
import { orderLoadProgressAtom } from './order-load-atoms';
import { sessionHoldsOrder } from './session-holds-order';

/**
 * The order load of the template page (spec section 4): in live mode, for the order the address names
 * (orderNo or encryptOrderNo: a buyer back from the cashier, or following an order link on another
 * device), unless the disable-once flag is set (then cleared) or this tab holds its own, newer data for
 * that order. The order detail (queryOrderDetail, answered only for an order this browser may see)
 * fills the form, trial and health notice data (see applyOrderRefill). True while the load runs, so
 * the page waits behind a loading indicator and its form starts from the loaded values. A failure is
 * told by the API client (the server's message, or 网络错误) and the page opens with what the tab has.
 */
export function useOrderLoad(): boolean {
  const { api, query } = useRuntime();
  const store = useStore();
  const progress = useAtomValue(orderLoadProgressAtom);
  // Read through hooks, not only the store: mounting the session atoms reads them from storage again,
  // before the effect below decides (their first value was read when the module loaded).
  const flow = useAtomValue(flowStateAtom);
  const values = useAtomValue(orderFormAtom);
  const reference = orderLookupBody({ orderNo: query.params.orderNo, encryptOrderNo: query.params.encryptOrderNo }, {});
  const key = reference ? JSON.stringify(reference) : '';
  const decide = (held: { flow: FlowState; values: OrderFormValues }) =>
    shouldLoadOrder({
      mode: query.mode,
      disableOnce: isOrderLoadDisabledOnce(),
      hasOrderReference: reference !== undefined,
      sessionHoldsOrder: sessionHoldsOrder(held.flow, held.values, reference),
    });

  useEffect(() => {
    if (store.get(orderLoadProgressAtom)?.key === key) return;
    const decision = decide({ flow: store.get(flowStateAtom), values: store.get(orderFormAtom) });
    if (decision.clearDisableOnce) clearOrderLoadDisabledOnce();
    if (!decision.load || !reference) {
      store.set(orderLoadProgressAtom, { key, status: 'done' });
      return;
    }
    store.set(orderLoadProgressAtom, { key, status: 'loading' });
    // Not cancelled on unmount: the load is the app's, once per order, and its result belongs in session.
    fetchApiQuery(api, 'queryOrderDetail', { needAllInsured: true, ...reference }).then(
      (reply) => {
        const order = reply.result;
        // The reply names the order by both references: data the tab holds under the other one still wins.
        if (order && !sessionHoldsOrder(store.get(flowStateAtom), store.get(orderFormAtom), order)) applyOrderRefill(store, order);
        store.set(orderLoadProgressAtom, { key, status: 'done' });
      },
      () => store.set(orderLoadProgressAtom, { key, status: 'done' }),
    );
    // Decided once per order key (the runtime and the store live as long as the app).
  }, [api, store, key]);

  // Before the effect has decided, the same decision (without using up the flag) keeps the page from
  // showing, and its form from starting, with values about to be replaced.
  if (progress?.key === key) return progress.status === 'loading';
  return decide({ flow, values }).load;
}
