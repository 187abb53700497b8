// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { STORE_SUBSCRIPTION_DEBOUNCE_MS } from '../../shared/constants';
import { liabilityChecksAtom, selectedPlanAtom } from '../premium/premium-atoms';
import { readExpiring } from './expiring-local-storage';
import { orderFormAtom } from './flow-atoms';
import { keepChoice } from './keep-choice';
import { KEPT_CHOICE_TTL_MS, offeredPlansAtom } from './kept-choice';
import { recordingStorage } from './testing/recording-storage';

const KEY = 'KEPT_CHOICE:health:health-baiwan';
const PLAN_B: Plan = { planId: 'P2', packages: [] };
/** What the health promotion's plan selector offers once its plans are loaded. */
const OFFERED = { goodsId: 'G-HEALTH-001', planIds: ['P1', 'P2'] };
const HOLDER_AND_COMMON = [{ type: 'holder', birthday: '1990-03-07' }, undefined, { type: 'common', insurancePeriod: '20Y', sumInsured: '500000' }];

describe('keepChoice', () => {
  let storage: ReturnType<typeof recordingStorage>;
  beforeEach(() => {
    vi.useFakeTimers();
    // The flow atoms of a fresh store start from session storage: each test starts from a new tab.
    sessionStorage.clear();
    storage = recordingStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes nothing before the debounce has passed, then once for a burst of changes', () => {
    const store = createStore();
    const stop = keepChoice(store, KEY);
    store.set(offeredPlansAtom, OFFERED);
    store.set(selectedPlanAtom, PLAN_B);
    store.set(liabilityChecksAtom, [{ productId: 'A1', liabilityCode: 'L1', checked: true, disabled: false }]);
    store.set(orderFormAtom, { trailElement: HOLDER_AND_COMMON });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS - 1);
    expect(storage.writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toEqual([KEY]);
    expect(readExpiring(KEY)).toEqual({
      goodsId: 'G-HEALTH-001',
      planId: 'P2',
      liabilityChecks: [{ productId: 'A1', liabilityCode: 'L1', checked: true, disabled: false }],
      sumInsuredChoices: [],
      paymentFrequency: null,
      commonFactors: { type: 'common', insurancePeriod: '20Y', sumInsured: '500000' },
    });
    stop();
  });

  it('keeps no personal data: what is typed about a person never reaches local storage', () => {
    const store = createStore();
    const stop = keepChoice(store, KEY);
    store.set(offeredPlansAtom, OFFERED);
    store.set(selectedPlanAtom, PLAN_B);
    store.set(orderFormAtom, { policyHolder: { name: '张三', certNo: '110105199003071234', phone: '13912345678' }, trailElement: HOLDER_AND_COMMON });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    const stored = storage.getItem(KEY) ?? '';
    for (const personal of ['张三', '110105199003071234', '13912345678', '1990-03-07']) expect(stored).not.toContain(personal);
    stop();
  });

  it('does not write again while only other form values change, and the choice expires after its time', () => {
    const store = createStore();
    const stop = keepChoice(store, KEY);
    store.set(offeredPlansAtom, OFFERED);
    store.set(selectedPlanAtom, PLAN_B);
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    store.set(orderFormAtom, { policyHolder: { name: '张三' } });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    expect(storage.writes).toEqual([KEY]);
    vi.advanceTimersByTime(KEPT_CHOICE_TTL_MS);
    expect(readExpiring(KEY)).toBeUndefined();
    stop();
  });

  it('writes nothing before a plan is chosen, and nothing after it is stopped', () => {
    const store = createStore();
    const stop = keepChoice(store, KEY);
    store.set(orderFormAtom, { trailElement: HOLDER_AND_COMMON });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    stop();
    store.set(selectedPlanAtom, PLAN_B);
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    expect(storage.writes).toEqual([]);
  });

  it('keeps only a plan of this promotion\'s product: a plan another promotion left in the tab is not written under this key', () => {
    const store = createStore();
    const stop = keepChoice(store, 'KEPT_CHOICE:health:health-life');
    // The tab still holds the home plan when the life promotion opens; its plans are not loaded yet.
    store.set(selectedPlanAtom, { planId: 'P-PROP-STD', packages: [] });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    store.set(offeredPlansAtom, { goodsId: 'G-LIFE-001', planIds: ['P-LIFE-STD'] });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    expect(storage.writes).toEqual([]);
    store.set(selectedPlanAtom, { planId: 'P-LIFE-STD', packages: [] });
    vi.advanceTimersByTime(STORE_SUBSCRIPTION_DEBOUNCE_MS);
    expect(readExpiring('KEPT_CHOICE:health:health-life')).toMatchObject({ goodsId: 'G-LIFE-001', planId: 'P-LIFE-STD' });
    stop();
  });
});
