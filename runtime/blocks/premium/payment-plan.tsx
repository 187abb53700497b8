import { List, Selector } from 'antd-mobile';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { nextPaymentDateLabel } from '../../../shared/dates/next-payment-date-label';
import { shanghaiDateToTimestamp } from '../../../shared/dates/shanghai-date-to-timestamp';
import { useRuntime } from '../../app/runtime-context';
import { commonFactors } from '../../order/trial-factors';
import { useNextPaymentDate } from '../../order-flow/use-next-payment-date';
import { initialFrequency, planFrequencyOptions, type PaymentFrequency } from '../../premium/default-frequency';
import { paymentFrequencyAtom, selectedPlanAtom } from '../../premium/premium-atoms';
import { flowStateAtom, orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';

function startTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? shanghaiDateToTimestamp(value) : undefined;
}

/**
 * The next monthly debit date as 几月几日, for the plan and start date the page holds; the date for the
 * previous start date stays shown until the new one arrives.
 */
function useNextDebitLabel(enabled: boolean): string {
  const { query } = useRuntime();
  const plan = useAtomValue(selectedPlanAtom);
  const flow = useAtomValue(flowStateAtom);
  const values = useAtomValue(orderFormAtom);
  const planId = plan?.planId ?? flow.planId ?? query.params.planId;
  const next = useNextPaymentDate({ planId, insuranceStartDate: startTimestamp(commonFactors(values)?.insuranceStartDate), orderNo: flow.orderNo }, enabled);
  return next ? nextPaymentDateLabel(next) : '';
}

/**
 * Monthly or yearly payment (spec section 4, payment type). The choice is kept for the session and
 * goes into the premium calculation; for monthly payment the next debit date shows as month and day.
 */
export default function PaymentPlan({ attrs }: BlockProps<'paymentPlan'>) {
  const { template } = usePage();
  const [chosen, setChosen] = useAtom(paymentFrequencyAtom);
  const plan = useAtomValue(selectedPlanAtom);
  // Only what the chosen plan accepts is offered: an option the server would refuse is never shown.
  const options = planFrequencyOptions(attrs.frequencyOptions, plan);
  const frequency = initialFrequency({ ...attrs, frequencyOptions: options }, template.insuranceCategory, chosen);
  // Writes the default once, so the premium is calculated for what the buyer sees selected.
  useEffect(() => {
    if (frequency && frequency !== chosen) setChosen(frequency);
  }, [frequency, chosen, setChosen]);
  const nextDate = useNextDebitLabel(frequency === 'month' && attrs.showNextPaymentDate !== false);

  return (
    <List header={attrs.title} style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden' }}>
      <List.Item>
        <Selector<PaymentFrequency>
          columns={Math.max(1, options.length)}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          value={frequency ? [frequency] : []}
          onChange={(values) => {
            // Selector allows deselecting; a payment plan always has one frequency.
            const next = values[0];
            if (next) setChosen(next);
          }}
        />
      </List.Item>
      {nextDate && (
        <List.Item extra={nextDate}>{attrs.nextPaymentDateLabel}</List.Item>
      )}
    </List>
  );
}
