import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { orderSummaryRows } from '../../order-flow/order-summary-rows';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import { PlanDuties } from '../shared/order-details/plan-duties';

/** The health order before submission: the chosen rows of the order, then the plan's liabilities. */
export default function HealthOrderConfirmModule({ module, attrs }: BlockProps<'healthOrderConfirmModule'>) {
  const { template } = usePage();
  const facts = useOrderFacts(template.goodsName);
  return (
    <>
      <ConfirmCard title={module.label || ORDER_MESSAGES.orderDetailTitle} rows={orderSummaryRows(attrs.rows, facts)} />
      {attrs.showLiabilities ? <PlanDuties main additional services={attrs.showServices === true} showSumInsured showRemark={false} /> : null}
    </>
  );
}
