import { Button } from 'antd-mobile';
import { assertNever } from '../../../shared/assert-never';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { OrderUnavailable } from '../../blocks/result/order-unavailable';
import type { OrderDetailState } from '../../order-flow/use-order-detail';
import { PageMissing, PageWaiting } from './page-frame';

/**
 * What an order page shows until its order has arrived: the wait, that none is named, that the server
 * refuses it (its words, and what to do), or that the query failed on the way, with a way to ask again.
 */
export function OrderDetailPending({ state }: { state: Exclude<OrderDetailState, { status: 'ready' }> }) {
  switch (state.status) {
    case 'loading':
      return <PageWaiting />;
    case 'missing':
      return <PageMissing text={ORDER_MESSAGES.orderLost} />;
    case 'unavailable':
      return <OrderUnavailable refusal={state.refusal} />;
    case 'failed':
      return (
        <PageMissing text={ERROR_MESSAGES.networkError}>
          <Button color="primary" onClick={state.retry}>
            {ORDER_MESSAGES.reload}
          </Button>
        </PageMissing>
      );
    default:
      return assertNever(state);
  }
}
