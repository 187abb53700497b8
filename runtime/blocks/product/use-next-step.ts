import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Order } from '../../../schema/entities/order';
import { useRuntime } from '../../app/runtime-context';
import { buildCalculationOrder } from '../../order/build-order';
import { useTemplatePageEffects } from '../../order-flow/use-template-page-effects';
import { chosenPackagesAtom, paymentFrequencyAtom, selectedPlanAtom } from '../../premium/premium-atoms';
import { flowStateAtom, orderFormAtom } from '../../state/flow-atoms';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { usePage } from '../../template/page-context';
import { usePlanIds } from './use-plan-clauses';

/**
 * Confirms the current page with the server (spec section 4, nextStep): sends the order as far as it
 * is known and carries out the returned page actions. Resolves to whether those actions already took
 * the buyer elsewhere; false after a refusal too, which the API client has already shown.
 */
export function useNextStep(buttonCode?: string): () => Promise<{ ok: boolean; left: boolean }> {
  const { api } = useRuntime();
  const plan = useAtomValue(selectedPlanAtom);
  const packages = useAtomValue(chosenPackagesAtom);
  const frequency = useAtomValue(paymentFrequencyAtom);
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const { goodsId, planId } = usePlanIds();
  const perform = useTemplatePageEffects();
  const { template } = usePage();

  return useCallback(async () => {
    const references = {
      ...(goodsId ? { goodsId } : {}),
      ...(flow.orderNo ? { orderNo: flow.orderNo } : {}),
      ...(flow.encryptOrderNo ? { encryptOrderNo: flow.encryptOrderNo } : {}),
      ...(buttonCode ? { buttonCode } : {}),
    };
    let body: Order | undefined;
    if (plan) {
      body = {
        ...buildCalculationOrder({ values, plan, companyHolder: isCompanyHolder(template), ...(packages ? { packages } : {}), ...(frequency ? { paymentFrequency: frequency } : {}) }),
        ...references,
      };
    } else if (planId) {
      body = { planId, ...references };
    }
    // Without any plan there is no order the server could confirm; the page simply moves on.
    if (!body) return { ok: true, left: false };
    try {
      const response = await api.call('nextStep', body);
      return { ok: true, left: await perform(response.result?.pageActionList) };
    } catch {
      return { ok: false, left: false };
    }
  }, [api, perform, template, plan, packages, frequency, values, flow.orderNo, flow.encryptOrderNo, goodsId, planId, buttonCode]);
}
