import { useAtomValue } from 'jotai';
import { PAY_TYPE_YEARLY } from '../../shared/constants';
import { orderFrequencyAtom, selectedPlanAtom } from '../premium/premium-atoms';
import { readPremiumResult, type StoredPremiumResult } from '../premium/premium-result';
import type { Order } from '../../schema/entities/order';
import type { Plan } from '../../schema/entities/plan';
import { asRecord } from '../order/form-person';
import { flowStateAtom, orderFormAtom, trialRequestAtom, trialResultAtom } from '../state/flow-atoms';
import type { OrderFacts } from './order-summary-rows';
import { useMockOrderPremium } from './use-mock-order-premium';
import { orderPaymentPeriod } from './order-payment-period';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What the facts of the order being bought are gathered from. */
export interface FlowFactsInput {
  readonly goodsName: string | undefined;
  readonly plan: Plan | undefined;
  /** The last premium calculation's request and result. */
  readonly request: Partial<Order> | null | undefined;
  readonly result: StoredPremiumResult | undefined;
  readonly frequency: 'month' | 'year' | null | undefined;
  readonly values: Readonly<Record<string, unknown>>;
  readonly flow: { readonly orderNo?: string | undefined };
  /** The simulated order's premium in simulate mode. */
  readonly mockPremium: number | undefined;
}

/**
 * The facts of the order being bought, gathered from the flow: the plan chosen, the last premium
 * calculation (its request and result survive a reload; the periods are those it was priced with),
 * the payment frequency and the persons. In simulate mode the premium is the simulated order's, paid
 * at once (see useMockOrderPremium). Pure, so the confirm page and the choice-space tests read alike.
 */
export function flowOrderFacts({ goodsName, plan, request, result, frequency, values, flow, mockPremium }: FlowFactsInput): OrderFacts {
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
    firstYearPremium: mockPremium ?? result?.totalPremium,
    insuranceStartDate: request?.insuranceStartDate,
    insuranceEndDate: request?.insuranceEndDate,
    holderName: text(asRecord(values.policyHolder)?.name),
    insuredNames: insureds.map((person) => text(asRecord(person)?.name)).filter((name) => name !== undefined),
  };
}

/** The facts of the order being bought, from the flow's atoms (see flowOrderFacts). */
export function useOrderFacts(goodsName: string | undefined): OrderFacts {
  return flowOrderFacts({
    goodsName,
    plan: useAtomValue(selectedPlanAtom),
    request: useAtomValue(trialRequestAtom),
    result: readPremiumResult(useAtomValue(trialResultAtom)),
    frequency: useAtomValue(orderFrequencyAtom),
    values: useAtomValue(orderFormAtom),
    flow: useAtomValue(flowStateAtom),
    mockPremium: useMockOrderPremium(),
  });
}
