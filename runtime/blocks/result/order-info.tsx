import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { orderSummaryRows } from '../../order-flow/order-summary-rows';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';

/** The order's number, product, premium, period and persons, as the template picks the rows. */
export default function OrderInfo({ module, attrs }: BlockProps<'orderInfo'>) {
  const { template } = usePage();
  const facts = useOrderFacts(template.goodsName);
  return <ConfirmCard title={attrs.title ?? (module.label || ORDER_MESSAGES.orderInfoTitle)} rows={orderSummaryRows(attrs.rows, facts)} />;
}
