import { Toast } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useRuntime } from '../../app/runtime-context';
import { currentDeployEnvironment } from '../../env/deploy-environment';
import { insuredCountProblemsAtom } from '../../form/insured-count-problems';
import { skipsValidation } from '../../form/skip-validate';
import { validatePage } from '../../form/validate-page';
import { usePremiumGate } from '../../premium/use-premium-gate';
import { flowStateAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import { findModules } from '../shared/template/page-modules';

/**
 * What every forward button checks before leaving the page (spec section 5): the whole form (the
 * first invalid row is scrolled into view); that no insured block holds more or fewer insureds than
 * the plan allows (its 被保人数量不能超过N人 / 不能少于N人); when the page has a clause agreement, that it is ticked
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
  const store = useStore();
  return useCallback(async () => {
    if (!skipForm && !(await validatePage(form))) return false;
    // Not skipped with the form: the server refuses the same count, so skipping would only move the refusal.
    const countProblem = Object.values(store.get(insuredCountProblemsAtom))[0];
    if (countProblem) {
      Toast.show({ content: countProblem });
      return false;
    }
    if (agreement && !clauseAgreed) {
      Toast.show({ content: uncheckedMessage || VALIDATION_MESSAGES.agreeNotice });
      return false;
    }
    return premiumReady();
  }, [skipForm, form, store, agreement, clauseAgreed, uncheckedMessage, premiumReady]);
}
