import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Clause } from '../../../schema/entities/clause';
import { useRuntime } from '../../app/runtime-context';
import { selectedPlanAtom } from '../../premium/premium-atoms';
import { initialPlan, visiblePlans } from '../../premium/plan-choice';
import { useGoodsPlans } from '../../premium/use-goods-plans';
import { flowStateAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import { findModules } from '../shared/template/page-modules';

/** The goods and plan the page sells: the chosen plan first, then the flow's, then the address's. */
export function usePlanIds(): { goodsId: string | undefined; planId: string | undefined } {
  const { query } = useRuntime();
  const { template } = usePage();
  const plan = useAtomValue(selectedPlanAtom);
  const flow = useAtomValue(flowStateAtom);
  return { goodsId: query.params.goodsId ?? template.goodsId, planId: plan?.planId ?? flow.planId ?? query.params.planId };
}

/**
 * The plan whose clauses the page links: the one the flow knows (usePlanIds), else, on a page opened
 * directly before any plan was chosen (page 2 in a fresh tab), the plan the template's plan selector
 * selects on arrival: the first it offers.
 */
function useClausePlanIds(): { goodsId: string | undefined; planId: string | undefined } {
  const { template } = usePage();
  const { goodsId, planId } = usePlanIds();
  const plans = useGoodsPlans(planId ? undefined : goodsId);
  if (planId || plans.status !== 'ready') return { goodsId, planId };
  const selectorPlanIds = (findModules(template.pageList.flatMap((page) => page.moduleList), 'planSelector')[0]?.attrs as { planIds?: string[] } | undefined)?.planIds;
  return { goodsId, planId: initialPlan(visiblePlans(plans.plans, selectorPlanIds), [])?.planId };
}

/** The plan's clauses, and a way to have them now (a tap before they have arrived). */
export interface PlanClauses {
  /** The current plan's clauses from `queryClauseInfo`; undefined while loading or without a plan. */
  readonly clauses: readonly Clause[] | undefined;
  /** The clauses, asked for now when not here yet; none without a plan or when the query fails. */
  readonly load: () => Promise<readonly Clause[]>;
  readonly goodsId: string | undefined;
  readonly planId: string | undefined;
}

/**
 * The current plan's clauses from `queryClauseInfo`, asked for on whatever page the block is (spec
 * section 2: the clause links open one clause, the /files list, or say 暂无数据).
 */
export function usePlanClauses(enabled: boolean): PlanClauses {
  const { api } = useRuntime();
  const { goodsId, planId } = useClausePlanIds();
  const [clauses, setClauses] = useState<{ key: string; list: readonly Clause[] }>();
  const key = `${goodsId ?? ''}/${planId ?? ''}`;
  const ask = useCallback(
    (): Promise<readonly Clause[]> =>
      goodsId && planId
        ? api.call('queryClauseInfo', { goodsId, planId }).then(
          (response) => response.value ?? [],
          () => [],
        )
        : Promise.resolve([]),
    [api, goodsId, planId],
  );
  useEffect(() => {
    if (!enabled || !goodsId || !planId) return undefined;
    let live = true;
    void ask().then((list) => {
      if (live) setClauses({ key, list });
    });
    return () => {
      live = false;
    };
  }, [ask, enabled, goodsId, planId, key]);
  // A result for another plan is as good as none: the plan changed and its clauses are on the way.
  const current = clauses?.key === key ? clauses.list : undefined;
  const load = useCallback(() => (current ? Promise.resolve(current) : ask()), [current, ask]);
  return { clauses: current, load, goodsId, planId };
}
