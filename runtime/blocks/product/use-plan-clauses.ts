import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Clause } from '../../../schema/entities/clause';
import { useRuntime } from '../../app/runtime-context';
import { selectedPlanAtom } from '../../premium/premium-atoms';
import { flowStateAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';

/** The goods and plan the page sells: the chosen plan first, then the flow's, then the address's. */
export function usePlanIds(): { goodsId: string | undefined; planId: string | undefined } {
  const { query } = useRuntime();
  const { template } = usePage();
  const plan = useAtomValue(selectedPlanAtom);
  const flow = useAtomValue(flowStateAtom);
  return { goodsId: query.params.goodsId ?? template.goodsId, planId: plan?.planId ?? flow.planId ?? query.params.planId };
}

/** The current plan's clauses from `queryClauseInfo`; undefined while loading or without a plan. */
export function usePlanClauses(enabled: boolean): readonly Clause[] | undefined {
  const { api } = useRuntime();
  const { goodsId, planId } = usePlanIds();
  const [clauses, setClauses] = useState<{ key: string; list: readonly Clause[] }>();
  const key = `${goodsId ?? ''}/${planId ?? ''}`;
  useEffect(() => {
    if (!enabled || !goodsId || !planId) return undefined;
    let live = true;
    api.call('queryClauseInfo', { goodsId, planId }).then(
      (response) => {
        if (live) setClauses({ key, list: response.value ?? [] });
      },
      () => {
        if (live) setClauses({ key, list: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [api, enabled, goodsId, planId, key]);
  // A result for another plan is as good as none: the plan changed and its clauses are on the way.
  return clauses?.key === key ? clauses.list : undefined;
}
