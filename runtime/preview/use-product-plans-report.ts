import { useEffect } from 'react';
import type { PreviewPlan } from '../../schema/preview/preview-message';
import type { TemplateConfig } from '../../schema/template/template-config';
import { useRuntime } from '../app/runtime-context';
import { planTabTitle } from '../premium/plan-choice';
import { useGoodsPlans } from '../premium/use-goods-plans';

/**
 * Tells the editor the plans of the previewed goods, as the plan blocks show them, whenever the goods
 * or their plans change (an edit of anything else asks nothing: the client keeps the plans in memory);
 * an empty list for a template without goods.
 */
export function useProductPlansReport(template: TemplateConfig, report: (goodsId: string, plans: readonly PreviewPlan[]) => void): void {
  const { query } = useRuntime();
  const goodsId = query.params.goodsId ?? template.goodsId;
  const state = useGoodsPlans(goodsId);
  const plans = state.status === 'ready' ? state.plans : undefined;
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (!settled) return;
    report(goodsId ?? '', (plans ?? []).map((plan) => ({ planId: plan.planId, name: planTabTitle(plan) })));
  }, [goodsId, plans, settled, report]);
}
