import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { PLAN_LIST_SCROLL_ABOVE } from '../../../shared/constants';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { planTabTitle, visiblePlans } from '../../premium/plan-choice';
import { useArrivalPlan } from '../../premium/use-arrival-plan';
import { useChoosePlan } from '../../premium/use-choose-plan';
import { preloadGoodsPlans, useGoodsPlans } from '../../premium/use-goods-plans';
import type { BlockProps } from '../block-props';
import { usePlanIds } from './use-plan-clauses';

function tabStyle(active: boolean, scrolling: boolean): CSSProperties {
  return {
    flex: scrolling ? '0 0 30%' : 1,
    minWidth: 0,
    padding: '10px 6px',
    borderRadius: 8,
    border: `1px solid ${active ? 'var(--adm-color-primary)' : '#e5e5e5'}`,
    background: active ? 'var(--adm-color-wathet)' : '#fff',
    color: active ? 'var(--adm-color-primary)' : '#333',
    fontSize: 14,
    fontWeight: active ? 600 : 400,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
  };
}

/**
 * The plan tabs (spec section 2): plans by sales name, the first (or the remembered one) selected,
 * scrolling sideways above three plans. Choosing another plan clears the clause agreement, the trial
 * elements and the old plan's premium (spec section 4); the premium is then recalculated.
 */
export default function PlanSelector({ attrs }: BlockProps<'planSelector'>) {
  const choose = useChoosePlan();
  const { goodsId } = usePlanIds();
  const state = useGoodsPlans(goodsId);
  const plans = state.status === 'ready' ? visiblePlans(state.plans, attrs.planIds) : [];
  const selected = useArrivalPlan(plans);

  if (state.status === 'loading') return <Skeleton.Paragraph lineCount={2} animated style={{ margin: 12 }} />;
  if (plans.length === 0) return <ErrorBlock status="empty" title={SCREEN_MESSAGES.noData} description="" style={{ padding: 12 }} />;
  const scrolling = plans.length > (attrs.scrollThreshold ?? PLAN_LIST_SCROLL_ABOVE);
  return (
    <section style={{ margin: '8px 12px', padding: '12px 12px 14px', borderRadius: 8, background: '#fff' }}>
      {attrs.title && <h2 style={{ margin: '0 0 10px', fontSize: 16, color: '#333' }}>{attrs.title}</h2>}
      <div role="tablist" style={{ display: 'flex', gap: 8, overflowX: scrolling ? 'auto' : 'visible', WebkitOverflowScrolling: 'touch' } as CSSProperties}>
        {plans.map((plan) => {
          const active = plan.planId === selected?.planId;
          return (
            <button key={plan.planId} type="button" role="tab" aria-selected={active} style={tabStyle(active, scrolling)} onClick={() => choose(plan)}>
              {planTabTitle(plan)}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The plans, fetched while the page loads so the block paints with them. */
export const preloadData = preloadGoodsPlans;
