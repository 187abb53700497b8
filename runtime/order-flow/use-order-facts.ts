import { useAtomValue } from 'jotai';
import { PAY_TYPE_YEARLY } from '../../shared/constants';
import { orderFrequencyAtom, selectedPlanAtom } from '../premium/premium-atoms';
import { readPremiumResult } from '../premium/premium-result';
import { asRecord } from '../order/form-person';
import { flowStateAtom, orderFormAtom, trialRequestAtom, trialResultAtom } from '../state/flow-atoms';
import type { OrderFacts } from './order-summary-rows';
import { useMockOrderPremium } from './use-mock-order-premium';
import { orderPaymentPeriod } from './order-payment-period';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The facts of the order being bought, gathered from the flow: the plan chosen, the last premium
 * calculation (its request and result survive a reload; the periods are those it was priced with),
 * the payment frequency and the persons. In
 * simulate mode the premium is the simulated order's, paid at once (see useMockOrderPremium).
 */
export function useOrderFacts(goodsName: string | undefined): OrderFacts {
  const plan = useAtomValue(selectedPlanAtom);
  const request = useAtomValue(trialRequestAtom);
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const frequency = useAtomValue(orderFrequencyAtom);
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const mockPremium = useMockOrderPremium();
  const insureds = Array.isArray(values.insured) ? (values.insured as unknown[]) : [values.insured];
  return {
    orderNo: flow.orderNo,
    goodsName,
    planName: plan?.planName ?? plan?.salesname,
    insurancePeriod: request?.insurePeriod,
    paymentPeriod: orderPaymentPeriod(request),
    paymentFrequency: frequency ?? request?.paymentFrequency,
    payType: mockPremium === undefined ? result?.payType : PAY_TYPE_YEARLY,
    sumInsured: result?.totalSumInsured,
    initialPremium: mockPremium ?? result?.initialPremium,
    insuranceStartDate: request?.insuranceStartDate,
    insuranceEndDate: request?.insuranceEndDate,
    holderName: text(asRecord(values.policyHolder)?.name),
    insuredNames: insureds.map((person) => text(asRecord(person)?.name)).filter((name) => name !== undefined),
  };
}
