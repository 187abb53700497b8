import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { ConditionContext } from '../../shared/conditions/condition-facts';
import { fenToYuan } from '../../shared/format/money-conversion';
import { useRuntime } from '../app/runtime-context';
import { currentDeployEnvironment } from '../env/deploy-environment';
import { useRuntimeEnvironment } from '../env/use-runtime-environment';
import { trialTotalPremiumFen } from '../form/total-premium';
import { usePlanId } from '../order-flow/use-plan-id';
import { trialResultAtom } from '../state/flow-atoms';

/**
 * What conditions know of the page besides its form: the chosen plan, the total premium in yuan of
 * the last calculation, the sales channel (the address's `channelCode`, else the template's
 * `channelId`; in the editor's preview, its persona's), the deployment and where the page runs (in the
 * preview, where its persona opens it; unknown until the editor names one).
 */
export function useConditionContext(template: TemplateConfig): ConditionContext {
  const { query } = useRuntime();
  const plan = usePlanId();
  const premiumFen = trialTotalPremiumFen(useAtomValue(trialResultAtom));
  const client = useRuntimeEnvironment()?.channel;
  const channel = query.params.channelCode ?? template.channelId;
  return useMemo(
    () => ({
      plan,
      premium: premiumFen === undefined ? undefined : Number(fenToYuan(premiumFen)),
      channel,
      environment: currentDeployEnvironment(),
      client,
    }),
    [plan, premiumFen, channel, client],
  );
}
