import { Toast } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useRuntime } from '../../app/runtime-context';
import { currentDeployEnvironment } from '../../env/deploy-environment';
import { skipsValidation } from '../../form/skip-validate';
import { validatePage } from '../../form/validate-page';
import { usePremiumGate } from '../../premium/use-premium-gate';
import { flowStateAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import { findModules } from './page-modules';

/**
 * What every forward button checks before leaving the page (spec section 5): the whole form (the
 * first invalid row is scrolled into view); when the page has a clause agreement, that it is ticked
 * (else its unchecked message, 请仔细阅读并勾选投保须知 by default); and, while a product is being
 * bought, that its premium is known ('premium not calculated', see usePremiumGate). Outside PROD the
 * address's skipValidate=1 passes the form check (see skipsValidation).
 */
export function usePageCheck(): () => Promise<boolean> {
  const { page, form } = usePage();
  const clauseAgreed = useAtomValue(flowStateAtom).clauseAgreed;
  const agreement = findModules(page.moduleList, 'clauseAgreement')[0];
  const uncheckedMessage = (agreement?.attrs as { uncheckedMessage?: string } | undefined)?.uncheckedMessage;
  const premiumReady = usePremiumGate();
  const skipForm = skipsValidation(useRuntime().query.params.skipValidate, currentDeployEnvironment());
  return useCallback(async () => {
    if (!skipForm && !(await validatePage(form))) return false;
    if (agreement && !clauseAgreed) {
      Toast.show({ content: uncheckedMessage || VALIDATION_MESSAGES.agreeNotice });
      return false;
    }
    return premiumReady();
  }, [skipForm, form, agreement, clauseAgreed, uncheckedMessage, premiumReady]);
}
