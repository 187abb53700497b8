import { useAtomValue } from 'jotai';
import { PAY_TYPE_YEARLY } from '../../shared/constants';
import { premiumDisplay, type PremiumDisplay } from '../../shared/premium/premium-display';
import { trialResultAtom } from '../state/flow-atoms';
import { premiumCalculatingAtom } from './premium-atoms';
import { readPremiumResult } from './premium-result';

/**
 * What the premium display shows now, from the latest calculation and whether one is running; or,
 * given `fixedPremium` (fen, paid at once), that amount: a simulated order's.
 */
export function usePremiumDisplay(fixedPremium?: number): PremiumDisplay {
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const calculating = useAtomValue(premiumCalculatingAtom);
  if (fixedPremium !== undefined) return premiumDisplay({ calculating: false, payType: PAY_TYPE_YEARLY, initialPremium: fixedPremium });
  return premiumDisplay({
    calculating,
    payType: result?.payType,
    initialPremium: result?.initialPremium,
    nextPremium: result?.nextPremium,
  });
}
