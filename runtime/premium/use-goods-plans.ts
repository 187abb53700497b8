import { useEffect, useState } from 'react';
import type { Plan } from '../../schema/entities/plan';
import { useRuntime } from '../app/runtime-context';

/** The goods plans as the plan blocks need them. */
export type GoodsPlansState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plans: readonly Plan[] }
  | { readonly status: 'failed' };

/**
 * The goods' plans from `queryGoodsPlanList` (cached in memory by the client, so the plan selector
 * and the plan tabs share one call). A failure has been told by the client; the state is 'failed'.
 */
export function useGoodsPlans(goodsId: string | undefined): GoodsPlansState {
  const { api } = useRuntime();
  const [state, setState] = useState<{ goodsId: string; state: GoodsPlansState }>();
  useEffect(() => {
    if (!goodsId) return undefined;
    let live = true;
    api.call('queryGoodsPlanList', { goodsId }).then(
      (response) => {
        const plans = response.value?.planList;
        if (live) setState({ goodsId, state: plans ? { status: 'ready', plans } : { status: 'failed' } });
      },
      () => {
        if (live) setState({ goodsId, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, goodsId]);
  if (!goodsId) return { status: 'failed' };
  return state?.goodsId === goodsId ? state.state : { status: 'loading' };
}
