import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { chosenPackagesAtom, liabilityChecksAtom, paymentFrequencyAtom, premiumPricedKeyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { flowStateAtom, orderFormAtom, trialResultAtom } from '../state/flow-atoms';
import { applyPersonaSeed } from './apply-persona';

const plan: Plan = {
  planId: 'P-LIFE',
  packages: [
    {
      productPackageId: 'pkg',
      productPackageCode: 'PKG',
      productList: [
        {
          productId: 'life',
          productCode: 'LIFE',
          productName: '定期寿险',
          planConfigLiabilityList: [
            { liabilityCode: 'DEATH', liabilityName: '身故', sumInsuredSubType: 'enum', enumSumInsuredValueList: [{ label: '10万元', value: 10_000_000 }, { label: '50万元', value: 50_000_000 }] },
          ],
        },
      ],
    },
  ],
};

/** A tab where another buyer had entered a holder, priced, agreed and saved a draft on page 2. */
function usedStore() {
  const store = createStore();
  store.set(orderFormAtom, { policyHolder: { name: '张三' }, trailElement: [undefined, [{ birthday: '1960-01-01', gender: 'M' }]] });
  store.set(flowStateAtom, { stepedPage: 2, clauseAgreed: true, openRenewal: true, orderNo: 'O-1', encryptOrderNo: 'E-1', planId: 'P-OLD' });
  store.set(liabilityChecksAtom, [{ productId: 'life', liabilityCode: 'DEATH', checked: true, disabled: false }]);
  store.set(paymentFrequencyAtom, 'month');
  store.set(trialResultAtom, { initialPremium: 12_300 });
  store.set(premiumPricedKeyAtom, 'old');
  return store;
}

describe('applyPersonaSeed', () => {
  it('starts the flow as the persona: their trial values, plan and sum insured, nothing of the previous buyer', () => {
    const store = usedStore();
    const values = { trailElement: [undefined, [{ birthday: '1996-05-20', gender: 'F' }]] };
    applyPersonaSeed(store, { values, plan, sumInsuredChoices: [{ productId: 'life', liabilityCode: 'DEATH', sumInsured: 50_000_000 }] });

    expect(store.get(orderFormAtom)).toEqual(values);
    expect(store.get(flowStateAtom)).toEqual({ stepedPage: 2, clauseAgreed: false, openRenewal: false, planId: 'P-LIFE' });
    expect(store.get(selectedPlanAtom)).toBe(plan);
    expect(store.get(liabilityChecksAtom)).toEqual([]);
    expect(store.get(paymentFrequencyAtom)).toBeNull();
    expect(store.get(trialResultAtom)).toBeNull();
    expect(store.get(premiumPricedKeyAtom)).toBeNull();
    // What the premium is priced with: the persona's amount on the chosen plan.
    const liability = store.get(chosenPackagesAtom)?.[0]?.productList?.[0]?.planConfigLiabilityList?.[0];
    expect(liability?.sumInsured).toBe(50_000_000);
  });

  it('leaves the plan to the page when the persona names none the goods offer', () => {
    const store = usedStore();
    store.set(selectedPlanAtom, plan);
    applyPersonaSeed(store, { values: {}, plan: undefined, sumInsuredChoices: [] });
    expect(store.get(selectedPlanAtom)).toBeUndefined();
    expect(store.get(flowStateAtom).planId).toBeUndefined();
    expect(store.get(sumInsuredChoicesAtom)).toEqual([]);
  });
});
