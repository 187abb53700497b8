import { Toast } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useSubmitOrder, type SubmitOutcome } from '../../order-flow/use-submit-order';
import { readPremiumResult } from '../../premium/premium-result';
import { trialResultAtom } from '../../state/flow-atoms';

/**
 * Submits the order (the order flow's `useSubmitOrder`) once a premium is known: spec section 5
 * refuses ordering before the premium was calculated ('premium not calculated').
 */
export function useSubmitAction(buttonCode?: string): () => Promise<SubmitOutcome> {
  const submit = useSubmitOrder(buttonCode);
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const calculated = result?.initialPremium !== undefined && result.initialPremium !== null;
  return useCallback(async () => {
    if (!calculated) {
      Toast.show({ content: VALIDATION_MESSAGES.premiumNotCalculated });
      return { ok: false, left: false };
    }
    return submit();
  }, [calculated, submit]);
}
