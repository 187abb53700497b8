import { useAtomValue } from 'jotai';
import { premiumDisplay, type PremiumDisplay } from '../../shared/premium/premium-display';
import { trialResultAtom } from '../state/flow-atoms';
import { premiumCalculatingAtom } from './premium-atoms';
import { readPremiumResult } from './premium-result';

/** What the premium display shows now, from the latest calculation and whether one is running. */
export function usePremiumDisplay(): PremiumDisplay {
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const calculating = useAtomValue(premiumCalculatingAtom);
  return premiumDisplay({
    calculating,
    payType: result?.payType,
    initialPremium: result?.initialPremium,
    nextPremium: result?.nextPremium,
  });
}
