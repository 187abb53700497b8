import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Clause } from '../../../schema/entities/clause';
import { fetchApiQuery, useApiQuery } from '../../api/api-queries';
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

/** The clauses of a reply: none when it failed (its errors are muted), undefined while it is on its way. */
function clausesOf(reply: { data?: { value?: readonly Clause[] }; isError: boolean; isFetching: boolean }): readonly Clause[] | undefined {
  if (reply.data) return reply.data.value ?? [];
  return reply.isError && !reply.isFetching ? [] : undefined;
}

/**
 * The current plan's clauses from `queryClauseInfo`, asked for on whatever page the block is (spec
 * section 2: the clause links open one clause, the /files list, or say 暂无数据). A tap before they
 * have arrived asks through the same query, so it shares the request already on its way.
 */
export function usePlanClauses(enabled: boolean): PlanClauses {
  const { api } = useRuntime();
  const { goodsId, planId } = useClausePlanIds();
  const asks = enabled && Boolean(goodsId && planId);
  const reply = useApiQuery('queryClauseInfo', { goodsId: goodsId ?? '', planId: planId ?? '' }, undefined, { enabled: asks });
  // Only while enabled: a tap's `load` on a block that does not list them fills the same query.
  const current = asks ? clausesOf(reply) : undefined;
  const load = useCallback(async (): Promise<readonly Clause[]> => {
    if (current) return current;
    if (!goodsId || !planId) return [];
    return fetchApiQuery(api, 'queryClauseInfo', { goodsId, planId }).then(
      (response) => response.value ?? [],
      () => [],
    );
  }, [current, api, goodsId, planId]);
  return { clauses: current, load, goodsId, planId };
}
