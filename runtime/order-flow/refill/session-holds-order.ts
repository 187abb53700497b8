import type { FlowState, OrderFormValues } from '../../state/flow-atoms';
import type { OrderReferences } from '../order-lookup-body';

/**
 * Whether this tab's session already holds its own data for the order named: its flow state names the
 * same order (number or token) and its form values are not empty. Such data is newer than the stored
 * order (the buyer typed it here, after the order was last saved), so it wins over a load.
 */
export function sessionHoldsOrder(flow: FlowState, values: OrderFormValues, order: OrderReferences | undefined): boolean {
  if (!order || Object.keys(values).length === 0) return false;
  return (order.orderNo !== undefined && order.orderNo === flow.orderNo) || (order.encryptOrderNo !== undefined && order.encryptOrderNo === flow.encryptOrderNo);
}
