import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { orderSummaryRows } from '../../order-flow/order-summary-rows';
import { useResultLookup } from '../../order-flow/use-result-lookup';
import { useResultOrderFacts } from '../../order-flow/use-result-order-facts';
import { useRuntime } from '../../app/runtime-context';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';

/**
 * The order's number, product, premium, period and persons, as the template picks the rows: the
 * stored order's, names masked (see useResultOrderFacts).
 */
export default function OrderInfo({ module, attrs }: BlockProps<'orderInfo'>) {
  const { query } = useRuntime();
  const { template } = usePage();
  const preview = query.mode === 'preview' || query.mode === 'template';
  const lookup = useResultLookup();
  const facts = useResultOrderFacts(preview ? undefined : lookup, template.goodsName);
  return <ConfirmCard title={attrs.title ?? (module.label || ORDER_MESSAGES.orderInfoTitle)} rows={orderSummaryRows(attrs.rows, facts)} />;
}
