import { useStore } from 'jotai';
import { useCallback } from 'react';
import { PREMIUM_SETTLE_WAIT_MS } from '../../shared/constants';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation';
import { notifier } from '../app/notifier';
import { trialResultAtom } from '../state/flow-atoms';
import { premiumCalculatingAtom, premiumRefusedAtom, selectedPlanAtom } from './premium-atoms';
import { readPremiumResult } from './premium-result';

type Store = ReturnType<typeof useStore>;

/** Resolves once no premium calculation is due or in flight, or after `timeoutMs`. */
function settled(store: Store, timeoutMs: number): Promise<void> {
  if (!store.get(premiumCalculatingAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = store.sub(premiumCalculatingAtom, () => {
      if (!store.get(premiumCalculatingAtom)) finish();
    });
  });
}

/**
 * The premium precondition of every forward action (spec section 5, 'premium not calculated'): while
 * a product is being bought, a premium for what is entered must be known. A calculation that is due
 * or in flight is waited for (at most `timeoutMs`); then, without a premium, the action is refused
 * and premiumRefusedAtom says so, for the buttons to show in place. Pages without a plan pass.
 */
export async function premiumKnown(store: Store, timeoutMs = PREMIUM_SETTLE_WAIT_MS): Promise<boolean> {
  if (!store.get(selectedPlanAtom)) return true;
  await settled(store, timeoutMs);
  const result = readPremiumResult(store.get(trialResultAtom));
  const known = !store.get(premiumCalculatingAtom) && result?.initialPremium !== undefined && result.initialPremium !== null;
  store.set(premiumRefusedAtom, !known);
  return known;
}

/** `premiumKnown` for a forward button, the refusal also queued as a toast. */
export function usePremiumGate(): () => Promise<boolean> {
  const store = useStore();
  return useCallback(async () => {
    const known = await premiumKnown(store);
    if (!known) notifier.toast(VALIDATION_MESSAGES.premiumNotCalculated);
    return known;
  }, [store]);
}
