import { isCompanyHolder } from '../../shared/pages/is-company-holder';
import { Toast } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import { useRuntime } from '../app/runtime-context';
import { orderFrequencyAtom } from '../premium/premium-atoms';
import { readPremiumResult } from '../premium/premium-result';
import { filesAtom, flowStateAtom, orderFormAtom, signaturesAtom, trialResultAtom } from '../state/flow-atoms';
import { disableOrderLoadOnce } from '../state/order-load-disabled-once';
import { withKeptMasks } from './refill/kept-masks';
import { refillKeptMasksAtom } from './refill/order-load-atoms';
import { usePage } from '../template/page-context';
import { buildSubmitOrder } from './build-submit-order';
import { inAppPath } from './in-app-path';
import { useChosenPackages } from './use-chosen-packages';
import { useTemplatePageEffects } from './use-template-page-effects';
import { recordMoment } from '../recording/recording-moments';
import { usePlanId } from './use-plan-id';
import { useMockOrderPremium } from './use-mock-order-premium';
import { draftPreviewToken } from '../../shared/query/draft-preview-token';

/** What a submission came to: whether the server took it, and whether the buyer was sent on. */
export interface SubmitOutcome {
  readonly ok: boolean;
  readonly left: boolean;
}

/**
 * Submits the order from the final page (spec section 4): builds it from the page form and the flow,
 * calls `submitOrder` and carries out the returned page actions (order number, then on to payment).
 * In simulate mode nothing real is ordered: `createMockOrder` and `mockPayRequest` stand in, 模拟下单成功
 * is shown and the buyer goes to the simulated cashier. The simulated order is charged 100 yuan a
 * liability (useMockOrderPremium), the figure the confirmation showed, while page 1 showed the real
 * trial premium of the product being previewed. The caller validates the page first. In preview and
 * template modes there is no order to submit and nothing happens.
 */
export function useSubmitOrder(buttonCode?: string): () => Promise<SubmitOutcome> {
  const { api, query } = useRuntime();
  const { template } = usePage();
  const navigate = useNavigate();
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const files = useAtomValue(filesAtom);
  const signatures = useAtomValue(signaturesAtom);
  const kept = useAtomValue(refillKeptMasksAtom);
  const frequency = useAtomValue(orderFrequencyAtom);
  const premium = readPremiumResult(useAtomValue(trialResultAtom));
  const mockPremium = useMockOrderPremium();
  const { plan, packages } = useChosenPackages();
  const planId = usePlanId();
  const perform = useTemplatePageEffects();

  return useCallback(async () => {
    if (query.mode === 'preview' || query.mode === 'template') return { ok: false, left: false };
    const chosenPlan = plan ?? (planId ? { planId, packages: [...packages] } : undefined);
    if (!chosenPlan) return { ok: false, left: false };
    // A loaded order's masked values go back where the page asked for none again (the server keeps the originals).
    const order = withKeptMasks({
      ...buildSubmitOrder({
        values,
        plan: chosenPlan,
        packages,
        paymentFrequency: frequency,
        goodsId: query.params.goodsId ?? template.goodsId,
        goodsName: template.goodsName,
        companyHolder: isCompanyHolder(template),
        promotionId: query.params.promotionId,
        purchaseUserId: query.params.purchaseUserId,
        orderNo: flow.orderNo,
        encryptOrderNo: flow.encryptOrderNo,
        openRenewal: flow.openRenewal,
        initialPremium: mockPremium ?? premium?.initialPremium,
        files,
        signatures,
        currentUrl: window.location.href,
      }),
      ...(buttonCode ? { buttonCode } : {}),
    }, kept);
    try {
      if (query.mode === 'simulate') {
        const created = await api.call('createMockOrder', order);
        const orderNo = created.value?.orderNo;
        if (!orderNo) return { ok: false, left: false };
        // The tenant travels in the address, so the result page asks the same tenant for the order; the
        // promotion (and a QA link's draft) too, so it shows that template's result page.
        const previewToken = draftPreviewToken(query);
        const result = {
          orderNo,
          mode: 'simulate',
          ...(query.params.promotionId ? { promotionId: query.params.promotionId } : {}),
          ...(previewToken ? { previewToken } : {}),
          from: query.tenant,
        };
        const returnUrl = `/result?${new URLSearchParams(result).toString()}`;
        const pay = await api.call('mockPayRequest', { orderNo, returnUrl });
        Toast.show({ content: SCREEN_MESSAGES.simulatedOrderSuccess });
        const url = pay.value?.url;
        if (!url) return { ok: true, left: false };
        const path = inAppPath(url, window.location.origin);
        if (path) navigate(path);
        else window.location.assign(url);
        return { ok: true, left: true };
      }
      const reply = await api.call('submitOrder', order);
      recordMoment({ kind: 'order-confirmed', ...(order.orderNo ? { orderNo: order.orderNo } : {}) });
      // The tab has just written the order: the template page the buyer comes back to keeps what it holds.
      disableOrderLoadOnce();
      return { ok: true, left: await perform(reply.result?.pageActionList) };
    } catch {
      // The API client has told the buyer (toast or the 温馨提示 dialog).
      return { ok: false, left: false };
    }
  }, [api, query, template, plan, planId, packages, values, frequency, flow, premium?.initialPremium, mockPremium, files, signatures, buttonCode, perform, navigate, kept]);
}
