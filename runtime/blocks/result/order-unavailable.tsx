import { ErrorBlock } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import type { FinalRefusal } from '../../order-flow/final-refusal';

/**
 * An order the server refused for good (404 订单不存在: missing, or a plain order number opened outside
 * the browser that placed it): the server's words, else 订单不存在或链接已失效, and for a missing order
 * what the buyer can do. Shown in place of any spinner, since asking again would change nothing.
 */
export function OrderUnavailable({ refusal }: { refusal: FinalRefusal | undefined }) {
  return (
    <div role="alert" data-testid="order-unavailable">
      <ErrorBlock
        status="empty"
        title={refusal?.message ?? ORDER_MESSAGES.orderUnavailable}
        description={refusal?.notFound === false ? '' : ORDER_MESSAGES.orderUnavailableHint}
        style={{ padding: '64px 24px', background: '#fff' }}
      />
    </div>
  );
}
