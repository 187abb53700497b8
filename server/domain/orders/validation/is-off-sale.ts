import type { Order } from '../../../../schema/entities/order';

/** The channel status in which the product is suspended from insuring. */
export const OFF_SALE_STATUS = 'offSale';

/** Whether the order comes from a channel that has suspended the product. */
export function isOffSale(order: Pick<Order, 'channelCodeStatus'>): boolean {
  return order.channelCodeStatus === OFF_SALE_STATUS;
}
