import { List } from 'antd-mobile';
import { nextPaymentDateLabel } from '../../../shared/dates/next-payment-date-label';
import { formatPremium } from '../../../shared/format/format-premium';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { orderFactText } from '../../order-flow/order-summary-rows';
import { useNextPaymentDate } from '../../order-flow/use-next-payment-date';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { usePlanId } from '../../order-flow/use-plan-id';
import type { BlockProps } from '../block-props';

/** What the buyer pays now, how often, and (monthly) when the next debit falls, as 几月几日. */
export default function PaymentSummary({ module, attrs }: BlockProps<'paymentSummary'>) {
  const facts = useOrderFacts(undefined);
  const planId = usePlanId();
  const frequency = orderFactText('paymentFrequency', facts);
  const monthly = facts.paymentFrequency === 'month' || (facts.paymentFrequency == null && facts.payType !== undefined && facts.payType !== 1);
  const next = useNextPaymentDate({ planId, insuranceStartDate: facts.insuranceStartDate }, attrs.showNextPaymentDate && monthly);
  const amount = facts.initialPremium === undefined ? PREMIUM_MESSAGES.unknownPremium : formatPremium(facts.initialPremium, { withUnit: true });
  return (
    <List header={attrs.title ?? module.label} style={{ marginTop: 12 }}>
      <List.Item extra={<span style={{ color: 'var(--adm-color-primary)', fontSize: 17, fontWeight: 600 }}>{amount}</span>}>{attrs.amountLabel}</List.Item>
      {attrs.showPaymentFrequency && frequency ? <List.Item extra={frequency}>{attrs.frequencyLabel}</List.Item> : null}
      {next ? <List.Item extra={nextPaymentDateLabel(next)}>{attrs.nextPaymentDateLabel}</List.Item> : null}
    </List>
  );
}
