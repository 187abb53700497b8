import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation';
import { trialResultAtom } from '../state/flow-atoms';
import { premiumRefusedAtom } from './premium-atoms';
import { readPremiumResult } from './premium-result';

/**
 * Says in place, beside the refused button, that the premium is not calculated yet: a toast alone may
 * be covered by a notice or missed. Goes away as soon as a premium is known.
 */
export function PremiumRefusalNotice() {
  const [refused, setRefused] = useAtom(premiumRefusedAtom);
  const result = readPremiumResult(useAtomValue(trialResultAtom));
  const known = result?.initialPremium !== undefined && result.initialPremium !== null;
  useEffect(() => {
    if (refused && known) setRefused(false);
  }, [refused, known, setRefused]);
  if (!refused || known) return null;
  return (
    <div role="alert" style={{ width: '100%', fontSize: 12, color: 'var(--adm-color-danger)', textAlign: 'center', paddingBottom: 4 }}>
      {VALIDATION_MESSAGES.premiumNotCalculated}
    </div>
  );
}
