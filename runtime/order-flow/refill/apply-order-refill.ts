import type { useStore } from 'jotai';
import type { Order } from '../../../schema/entities/order';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { insuredKey, type PersonKey } from '../../health/person-key';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../../premium/premium-atoms';
import { flowStateAtom, orderFormAtom, trialResultAtom } from '../../state/flow-atoms';
import { keptMasksOf } from './kept-masks';
import { refillKeptMasksAtom, refillMaskedFieldsAtom } from './order-load-atoms';
import { orderFormValues } from './order-form-values';
import { orderNoticeResults } from './order-notice-results';
import { orderPackageChoices } from './order-package-choices';

type Store = ReturnType<typeof useStore>;

/**
 * Fills the flow from a loaded order (spec section 4, order loading): the form values (ORDER_DATA),
 * the plan with its ticked liabilities and sums insured, the payment frequency, the order's number and
 * token, each person's health notice outcome (HN_ keys), and the masked values left out of the form
 * (sent back unchanged where the buyer gives no new value, so the stored originals stay). What the tab held before is replaced, not
 * merged, so two orders never mix; the clause agreement and the premium are asked for again.
 */
export function applyOrderRefill(store: Store, order: Order): void {
  const { values, masked } = orderFormValues(order);
  const { checks, sums } = orderPackageChoices(order);
  store.set(orderFormAtom, values);
  store.set(flowStateAtom, (flow) => ({
    ...flow,
    clauseAgreed: false,
    planId: order.planId,
    ...(order.orderNo ? { orderNo: order.orderNo } : {}),
    ...(order.encryptOrderNo ? { encryptOrderNo: order.encryptOrderNo } : {}),
  }));
  // The plan selector picks the remembered plan first: a different one held by the tab gives way.
  if (store.get(selectedPlanAtom)?.planId !== order.planId) store.set(selectedPlanAtom, undefined);
  store.set(liabilityChecksAtom, checks);
  store.set(sumInsuredChoicesAtom, sums);
  if (order.paymentFrequency) store.set(paymentFrequencyAtom, order.paymentFrequency);
  store.set(trialResultAtom, null);
  const results = orderNoticeResults(order);
  const people: PersonKey[] = ['holder', ...(order.insuredList ?? []).map((_insured, index) => insuredKey(index))];
  for (const person of people) store.set(healthNoticeAtom(person), results[person] ?? { allowInsure: null });
  store.set(refillMaskedFieldsAtom, masked);
  store.set(refillKeptMasksAtom, keptMasksOf(order));
}
