import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Order } from '../../schema/entities/order';
import { isCompanyHolder } from '../../shared/pages/is-company-holder';
import { usePlanIds } from '../blocks/product/use-plan-clauses';
import { buildCalculationOrder } from '../order/build-order';
import { chosenPackagesAtom, orderFrequencyAtom, selectedPlanAtom } from '../premium/premium-atoms';
import { flowStateAtom, orderFormAtom } from '../state/flow-atoms';
import { withKeptMasks } from './refill/kept-masks';
import { refillKeptMasksAtom } from './refill/order-load-atoms';
import { usePage } from '../template/page-context';

/**
 * The order as far as the buyer has filled it in, with the references the flow holds (goods, order
 * number and token, the pressed button): what nextStep confirms and saveOrder keeps as a draft.
 * Undefined without any plan, when there is no order the server could take.
 */
export function useOrderDraft(buttonCode?: string): () => Order | undefined {
  const plan = useAtomValue(selectedPlanAtom);
  const packages = useAtomValue(chosenPackagesAtom);
  const frequency = useAtomValue(orderFrequencyAtom);
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const kept = useAtomValue(refillKeptMasksAtom);
  const { goodsId, planId } = usePlanIds();
  const { template } = usePage();
  return useCallback(() => {
    const references = {
      ...(goodsId ? { goodsId } : {}),
      ...(flow.orderNo ? { orderNo: flow.orderNo } : {}),
      ...(flow.encryptOrderNo ? { encryptOrderNo: flow.encryptOrderNo } : {}),
      ...(buttonCode ? { buttonCode } : {}),
    };
    if (plan) {
      // A loaded order's masked values go back where the buyer gave none, so a save keeps the originals.
      return withKeptMasks({
        ...buildCalculationOrder({ values, plan, companyHolder: isCompanyHolder(template), withBeneficiaries: true, ...(packages ? { packages } : {}), ...(frequency ? { paymentFrequency: frequency } : {}) }),
        ...references,
      }, kept);
    }
    return planId ? { planId, ...references } : undefined;
  }, [template, plan, packages, frequency, values, flow.orderNo, flow.encryptOrderNo, goodsId, planId, buttonCode, kept]);
}
