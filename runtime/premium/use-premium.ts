import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { PREMIUM_RECALCULATION_DEBOUNCE_MS, PREMIUM_TRIAL_DEBOUNCE_MS } from '../../shared/constants';
import { PREMIUM_MESSAGES } from '../../shared/messages/premium';
import { notifier } from '../app/notifier';
import { useRuntime } from '../app/runtime-context';
import { buildCalculationOrder, type CalculationOrder } from '../order/build-order';
import { buildTrialRequest, trialAsResult } from '../order/build-trial';
import { factorsComplete, trialFactorKeys } from '../order/trial-factors';
import { flowStateAtom, orderFormAtom, trialRequestAtom, trialResultAtom } from '../state/flow-atoms';
import { isCompanyHolder } from '../../shared/pages/is-company-holder';
import { usePage } from '../template/page-context';
import { linkagePendingAtom } from './linkage-pending-atom';
import { chosenPackagesAtom, orderFrequencyAtom, premiumCalculatingAtom, premiumPricedKeyAtom, selectedPlanAtom } from './premium-atoms';
import { premiumSkipReason, pricesByTrial } from './premium-skip';

/**
 * Keeps the premium current: whenever the plan, the chosen packages, the trial elements or the
 * persons change, rebuilds the order and, 1000 ms after the last change, calls `premiumCalculate`,
 * unless the spec's preconditions say not to (see `premiumSkipReason`); on page 1 of life and health
 * products the premium trial (`getPremium`) prices the trial elements instead, 300 ms after the last
 * change (spec section 9 gives the trial its own, shorter wait: its factors are taps on choices, not
 * typing, and the buyer looks for the price at once). The result goes to
 * `trialResultAtom`. Several blocks may mount it; identical in-flight calls are merged by the API
 * client, so the server sees one.
 */
export function usePremium(): void {
  const { api, query } = useRuntime();
  const store = useStore();
  const { template, page } = usePage();
  const plan = useAtomValue(selectedPlanAtom);
  const packages = useAtomValue(chosenPackagesAtom);
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const frequency = useAtomValue(orderFrequencyAtom);
  const linkagePending = useAtomValue(linkagePendingAtom);
  const setResult = useSetAtom(trialResultAtom);
  const setRequest = useSetAtom(trialRequestAtom);
  const setCalculating = useSetAtom(premiumCalculatingAtom);
  // Only the latest request may write its result: a slow earlier answer must not win.
  const sequence = useRef(0);

  const goodsId = query.params.goodsId ?? template.goodsId;
  const order: CalculationOrder | undefined = useMemo(
    () =>
      plan
        ? buildCalculationOrder({
          values,
          plan,
          companyHolder: isCompanyHolder(template),
          goodsId,
          ...(flow.orderNo ? { orderNo: flow.orderNo } : {}),
          ...(flow.encryptOrderNo ? { encryptOrderNo: flow.encryptOrderNo } : {}),
          ...(frequency ? { paymentFrequency: frequency } : {}),
          ...(packages ? { packages } : {}),
        })
        : undefined,
    [values, plan, packages, frequency, flow.orderNo, flow.encryptOrderNo, goodsId, template],
  );
  // The factor rows may sit on an earlier page than the premium (page 1 trial, page 2 calculation).
  const factorKeys = useMemo(() => trialFactorKeys(template.pageList.flatMap((each) => each.moduleList)), [template]);
  const complete = factorsComplete(values, factorKeys);
  const skip = premiumSkipReason({
    order,
    pageOrder: page.pageOrder,
    insuranceCategory: template.insuranceCategory,
    factorsComplete: complete,
  });
  // Page 1 prices with the premium trial instead (spec sections 5 and 7).
  const trial =
    pricesByTrial(skip, page.pageOrder) && plan && goodsId && complete
      ? buildTrialRequest({ values, plan, goodsId, ...(packages ? { packages } : {}), ...(frequency ? { paymentFrequency: frequency } : {}) })
      : undefined;
  // The effect keys on the request's content, not its identity: unrelated form edits rebuild an equal one.
  const key = skip === undefined ? JSON.stringify(order) : trial ? JSON.stringify(trial) : undefined;

  // A premium for factors the buyer has since emptied, or for nobody selected, no longer holds.
  const priceGone = skip === 'factorsIncomplete' || skip === 'noSelectedInsured' || skip === 'noPlan';

  useEffect(() => {
    // The premium shown is already the one for these values (another page, or the values before an
    // undone change, priced them); nothing to ask, and nothing asked meanwhile may overwrite it.
    const priced = key !== undefined && key === store.get(premiumPricedKeyAtom) && store.get(trialResultAtom) !== null;
    if (priced || key === undefined) {
      sequence.current += 1;
      setCalculating(false);
      if (priceGone) {
        setResult(null);
        store.set(premiumPricedKeyAtom, null);
      }
      return undefined;
    }
    // From the change on, the premium shown is not the one for what is entered: forward actions wait,
    // and an answer still on its way for earlier values is ignored.
    setCalculating(true);
    const mine = ++sequence.current;
    // The product may still move a linked factor (a payment period the new insurance period does not
    // offer): ask once it has, for what it leaves.
    if (linkagePending) return undefined;
    const current = () => mine === sequence.current;
    const timer = setTimeout(() => {
      let request: Promise<Record<string, unknown> | null>;
      if (trial) {
        request = api.call('getPremium', trial).then((response) => {
          const result = trialAsResult(response.value ?? [], frequency ?? undefined);
          if (!result && current()) notifier.toast(PREMIUM_MESSAGES.trialAbnormal);
          return result ?? null;
        });
      } else if (order) {
        setRequest(order);
        request = api.call('premiumCalculate', order).then((response) => (response.result ? { ...response.result } : null));
      } else {
        request = Promise.resolve(null);
      }
      request
        .then(
          (result) => {
            if (!current()) return;
            setResult(result);
            store.set(premiumPricedKeyAtom, result ? key : null);
          },
          () => {
            // The client has told the buyer why; an old premium must not stay on screen as if valid.
            if (!current()) return;
            setResult(null);
            store.set(premiumPricedKeyAtom, null);
          },
        )
        .finally(() => {
          if (current()) setCalculating(false);
        });
    }, trial ? PREMIUM_TRIAL_DEBOUNCE_MS : PREMIUM_RECALCULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `order`, `trial` and `frequency` are fully described by `key`.
  }, [key, priceGone, linkagePending, api, store, setCalculating, setRequest, setResult]);
}
