import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { PREMIUM_RECALCULATION_DEBOUNCE_MS } from '../../../shared/constants';
import { useRuntime } from '../../app/runtime-context';
import type { ApiClient } from '../../api/api-client';
import { fetchApiQuery, keptReply } from '../../api/api-queries';
import { buildCalculationOrder } from '../../order/build-order';
import { factorsComplete, trialFactorKeys } from '../../order/trial-factors';
import { chosenPackagesAtom, paymentFrequencyAtom, selectedPlanAtom } from '../../premium/premium-atoms';
import { linkagePendingAtom } from '../../premium/linkage-pending-atom';
import { flowStateAtom, orderFormAtom } from '../../state/flow-atoms';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { usePage } from '../../template/page-context';
import { benefitOrderFor } from './benefit-order';
import { useBenefitInsuredIndex } from './benefit-insured-context';

/** The illustration of the current insured: waiting for data to compute it, loading, failed or ready. */
export type BenefitLoad =
  | { readonly status: 'waiting' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly table: BenefitTable };

/**
 * The illustration for an order body, through the query layer: the contract keeps benefitCalculate's
 * reply for the visit, so the table, chart and slider of one tab share one answer and switching tabs
 * back and forth never recomputes. A failure is not kept: the next change tries again.
 */
async function requestBenefit(api: ApiClient, body: Parameters<typeof benefitOrderFor>[0]): Promise<BenefitTable | undefined> {
  return (await fetchApiQuery(api, 'benefitCalculate', body)).result ?? undefined;
}

/**
 * The benefit illustration (benefitCalculate) of the insured of the surrounding tab, built from the same
 * order as the premium calculation, recomputed 1000 ms after the last change like the premium.
 */
export function useBenefit(): BenefitLoad {
  const { api, query } = useRuntime();
  const { template } = usePage();
  const index = useBenefitInsuredIndex();
  const plan = useAtomValue(selectedPlanAtom);
  const packages = useAtomValue(chosenPackagesAtom);
  const values = useAtomValue(orderFormAtom);
  const flow = useAtomValue(flowStateAtom);
  const frequency = useAtomValue(paymentFrequencyAtom);
  const linkagePending = useAtomValue(linkagePendingAtom);
  const goodsId = query.params.goodsId ?? template.goodsId;
  // Like the premium, nothing is asked while a trial factor is empty: the server would only refuse it.
  const factorKeys = useMemo(() => trialFactorKeys(template.pageList.flatMap((each) => each.moduleList)), [template]);
  const complete = factorsComplete(values, factorKeys);
  const body = useMemo(() => {
    if (!plan || !complete) return undefined;
    const order = buildCalculationOrder({
      values,
      plan,
      companyHolder: isCompanyHolder(template),
      ...(goodsId ? { goodsId } : {}),
      ...(flow.orderNo ? { orderNo: flow.orderNo } : {}),
      ...(frequency ? { paymentFrequency: frequency } : {}),
      ...(packages ? { packages } : {}),
    });
    return benefitOrderFor(order, index);
  }, [values, plan, complete, packages, frequency, flow.orderNo, goodsId, index, template]);
  // Keyed on content: unrelated form edits rebuild an equal body and must not refetch.
  const key = body ? JSON.stringify(body) : undefined;
  const [load, setLoad] = useState<BenefitLoad>({ status: 'waiting' });

  useEffect(() => {
    if (key === undefined || !body) {
      setLoad({ status: 'waiting' });
      return undefined;
    }
    // A factor linkage may still correct the factors this body was built from (see linkagePendingAtom).
    if (linkagePending) return undefined;
    let live = true;
    const run = () => {
      setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
      requestBenefit(api, body).then(
        (table) => live && setLoad(table ? { status: 'ready', table } : { status: 'error' }),
        () => live && setLoad({ status: 'error' }),
      );
    };
    if (keptReply(api, 'benefitCalculate', body)) {
      run();
      return () => {
        live = false;
      };
    }
    const timer = window.setTimeout(run, PREMIUM_RECALCULATION_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `body` is fully described by `key`.
  }, [key, linkagePending, api]);
  return load;
}
