import { ErrorBlock } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../shared/messages/order';

/**
 * An order the server refused for good (404 订单不存在: missing, or a plain order number opened outside
 * the browser that placed it): the server's words, else 订单不存在或链接已失效, and what the buyer can do.
 * Shown in place of any spinner, since asking again would change nothing.
 */
export function OrderUnavailable({ message }: { message: string | undefined }) {
  return (
    <div role="alert" data-testid="order-unavailable">
      <ErrorBlock
        status="empty"
        title={message ?? ORDER_MESSAGES.orderUnavailable}
        description={ORDER_MESSAGES.orderUnavailableHint}
        style={{ padding: '64px 24px', background: '#fff' }}
      />
    </div>
  );
}
