// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liabilityChecksAtom, paymentFrequencyAtom, selectedPlanAtom, sumInsuredChoicesAtom } from '../premium/premium-atoms';
import { writeExpiring } from './expiring-local-storage';
import { flowStateAtom, orderFormAtom } from './flow-atoms';
import { KEPT_CHOICE_TTL_MS, type KeptChoice } from './kept-choice';
import { restoreKeptChoice } from './restore-kept-choice';

const KEY = 'KEPT_CHOICE:health:health-baiwan';
const KEPT: KeptChoice = {
  planId: 'P2',
  liabilityChecks: [{ productId: 'A1', liabilityCode: 'L1', checked: true, disabled: false }],
  sumInsuredChoices: [{ productId: 'A1', liabilityCode: 'L1', sumInsured: 2_000_000 }],
  paymentFrequency: 'year',
  commonFactors: { type: 'common', insurancePeriod: '20Y' },
};

describe('restoreKeptChoice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a new tab of the promotion the plan, liabilities, sums insured, frequency and common factors kept', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const store = createStore();
    expect(restoreKeptChoice(store, KEY, undefined)).toBe(true);
    expect(store.get(flowStateAtom).planId).toBe('P2');
    expect(store.get(liabilityChecksAtom)).toEqual(KEPT.liabilityChecks);
    expect(store.get(sumInsuredChoicesAtom)).toEqual(KEPT.sumInsuredChoices);
    expect(store.get(paymentFrequencyAtom)).toBe('year');
    expect((store.get(orderFormAtom).trailElement as unknown[])[2]).toEqual(KEPT.commonFactors);
  });

  it('restores also when the address names the same plan', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const store = createStore();
    expect(restoreKeptChoice(store, KEY, 'P2')).toBe(true);
    expect(store.get(flowStateAtom).planId).toBe('P2');
  });

  it('leaves alone an address naming another plan, and a tab that has its own flow', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    const linked = createStore();
    expect(restoreKeptChoice(linked, KEY, 'P1')).toBe(false);
    expect(linked.get(flowStateAtom).planId).toBeUndefined();
    expect(linked.get(liabilityChecksAtom)).toEqual([]);

    const reloaded = createStore();
    reloaded.set(selectedPlanAtom, { planId: 'P3', packages: [] });
    expect(restoreKeptChoice(reloaded, KEY, undefined)).toBe(false);
    expect(reloaded.get(liabilityChecksAtom)).toEqual([]);
  });

  it('restores nothing once the choice has expired, or when what is stored is not a choice', () => {
    writeExpiring(KEY, KEPT, KEPT_CHOICE_TTL_MS);
    vi.advanceTimersByTime(KEPT_CHOICE_TTL_MS);
    expect(restoreKeptChoice(createStore(), KEY, undefined)).toBe(false);
    writeExpiring(KEY, { ...KEPT, liabilityChecks: 'all' }, KEPT_CHOICE_TTL_MS);
    const store = createStore();
    expect(restoreKeptChoice(store, KEY, undefined)).toBe(false);
    expect(store.get(flowStateAtom).planId).toBeUndefined();
  });
});
