// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { writeExpiring } from './expiring-local-storage';
import { flowStateAtom, orderFormAtom } from './flow-atoms';
import { KEPT_CHOICE_TTL_MS, type KeptChoice } from './kept-choice';
import { applyKeptChoice, restoreKeptChoice } from './restore-kept-choice';

const KEY = 'KEPT_CHOICE:health:health-baiwan';
const GOODS = 'G-HEALTH-001';
const KEPT: KeptChoice = {
  goodsId: GOODS,
  planId: 'P2',
  liabilityChecks: [{ productId: 'A1', liabilityCode: 'L1', checked: true, disabled: false }],
  sumInsuredChoices: [{ productId: 'A1', liabilityCode: 'L1', sumInsured: 2_000_000 }],
  paymentFrequency: 'year',
  commonFactors: { type: 'common', insurancePeriod: '20Y' },
};
const plan = (planId: string): Plan => ({ planId, packages: [] });
const OFFERED = [plan('P1'), plan('P2')];

/** A new tab: the kept choice taken before the first render, then the product's plans arrive. */
function arrive(key: string, addressPlanId: string | undefined, goodsId: string, plans: readonly Plan[]) {
  const store = createStore();
  const taken = restoreKeptChoice(store, key, addressPlanId);
  return { store, taken, given: taken ? applyKeptChoice(store, goodsId, plans) : undefined };
}

describe('restoreKeptChoice and applyKeptChoice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a new tab of the promotion the plan, liabilities, sums insured, frequency and common factors kept, once its plans are known', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const store = createStore();
    expect(restoreKeptChoice(store, KEY, undefined)).toBe(true);
    // Nothing is used before the plans it must be checked against are known.
    expect(store.get(flowStateAtom).planId).toBeUndefined();
    expect(store.get(liabilityChecksAtom)).toEqual([]);
    expect(applyKeptChoice(store, GOODS, OFFERED)).toBe('P2');
    expect(store.get(flowStateAtom).planId).toBe('P2');
    expect(store.get(liabilityChecksAtom)).toEqual(KEPT.liabilityChecks);
    expect(store.get(sumInsuredChoicesAtom)).toEqual(KEPT.sumInsuredChoices);
    expect(store.get(paymentFrequencyAtom)).toBe('year');
    expect((store.get(orderFormAtom).trailElement as unknown[])[2]).toEqual(KEPT.commonFactors);
    // Given once: a second plan block on the page finds nothing left to give.
    expect(applyKeptChoice(store, GOODS, OFFERED)).toBeUndefined();
  });

  it('restores also when the address names the same plan', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    expect(arrive(KEY, 'P2', GOODS, OFFERED).given).toBe('P2');
  });

  it('drops a choice whose plan the product no longer offers, or that was kept for another product', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const retired = arrive(KEY, undefined, GOODS, [plan('P1')]);
    expect(retired.taken).toBe(true);
    expect(retired.given).toBeUndefined();
    expect(retired.store.get(flowStateAtom).planId).toBeUndefined();
    expect(retired.store.get(liabilityChecksAtom)).toEqual([]);
    expect(retired.store.get(paymentFrequencyAtom)).toBeNull();
    expect(retired.store.get(orderFormAtom).trailElement).toBeUndefined();

    // The promotion now sells another product, which happens to name a plan the same way.
    const otherProduct = arrive(KEY, undefined, 'G-LIFE-001', [plan('P2')]);
    expect(otherProduct.given).toBeUndefined();
    expect(otherProduct.store.get(liabilityChecksAtom)).toEqual([]);
  });

  it('leaves alone an address naming another plan, and a tab that has its own flow', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const linked = createStore();
    expect(restoreKeptChoice(linked, KEY, 'P1')).toBe(false);
    expect(applyKeptChoice(linked, GOODS, OFFERED)).toBeUndefined();
    expect(linked.get(flowStateAtom).planId).toBeUndefined();
    expect(linked.get(liabilityChecksAtom)).toEqual([]);

    const reloaded = createStore();
    reloaded.set(selectedPlanAtom, { planId: 'P3', packages: [] });
    expect(restoreKeptChoice(reloaded, KEY, undefined)).toBe(false);
    expect(reloaded.get(liabilityChecksAtom)).toEqual([]);
  });

  it('restores nothing once the choice has expired, or when what is stored is not a choice of a product', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    vi.advanceTimersByTime(KEPT_CHOICE_TTL_MS);
    expect(restoreKeptChoice(createStore(), KEY, undefined)).toBe(false);
    writeExpiring(KEY, { ...KEPT, liabilityChecks: 'all' }, KEPT_CHOICE_TTL_MS);
    expect(restoreKeptChoice(createStore(), KEY, undefined)).toBe(false);
    // Kept before choices named their product: whose plan it was cannot be told.
    const { goodsId: _goods, ...withoutProduct } = KEPT;
    writeExpiring(KEY, withoutProduct, KEPT_CHOICE_TTL_MS);
    expect(restoreKeptChoice(createStore(), KEY, undefined)).toBe(false);
  });
});
