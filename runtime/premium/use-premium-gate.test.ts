import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { trialResultAtom } from '../state/flow-atoms';
import { premiumCalculatingAtom, premiumRefusedAtom, selectedPlanAtom } from './premium-atoms';
import { premiumKnown } from './use-premium-gate';

const plan: Plan = { planId: 'P1', packages: [] };

describe('premiumKnown', () => {
  it('lets a page without a plan through', async () => {
    expect(await premiumKnown(createStore(), 10)).toBe(true);
  });

  it('refuses while no premium is known, and says so', async () => {
    const store = createStore();
    store.set(selectedPlanAtom, plan);
    expect(await premiumKnown(store, 10)).toBe(false);
    expect(store.get(premiumRefusedAtom)).toBe(true);
  });

  it('passes with a known premium', async () => {
    const store = createStore();
    store.set(selectedPlanAtom, plan);
    store.set(trialResultAtom, { initialPremium: 12_345, payType: 1 });
    expect(await premiumKnown(store, 10)).toBe(true);
    expect(store.get(premiumRefusedAtom)).toBe(false);
  });

  it('waits for a calculation in flight and takes its answer', async () => {
    const store = createStore();
    store.set(selectedPlanAtom, plan);
    store.set(premiumCalculatingAtom, true);
    const verdict = premiumKnown(store, 5_000);
    store.set(trialResultAtom, { initialPremium: 9_900, payType: 1 });
    store.set(premiumCalculatingAtom, false);
    expect(await verdict).toBe(true);
  });

  it('refuses a stale premium: the calculation for what changed never answered', async () => {
    const store = createStore();
    store.set(selectedPlanAtom, plan);
    store.set(trialResultAtom, { initialPremium: 9_900, payType: 1 });
    store.set(premiumCalculatingAtom, true);
    expect(await premiumKnown(store, 20)).toBe(false);
  });
});
