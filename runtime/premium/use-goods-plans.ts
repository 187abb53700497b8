import { useEffect, useState } from 'react';
import type { Plan } from '../../schema/entities/plan';
import { useRuntime } from '../app/runtime-context';
import type { BlockPreloadContext } from '../blocks/block-data-preload';

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
  // Plans fetched while the page loaded (`preloadGoodsPlans`) are there on the first render.
  const [state, setState] = useState<{ goodsId: string; state: GoodsPlansState } | undefined>(() => {
    const cached = goodsId ? api.peek('queryGoodsPlanList', { goodsId })?.value?.planList : undefined;
    return goodsId && cached ? { goodsId, state: { status: 'ready', plans: cached } } : undefined;
  });
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

/** The plan blocks' data, fetched before the page's first paint (see `BlockDataPreload`). */
export function preloadGoodsPlans({ api, goodsId }: BlockPreloadContext): Promise<unknown> {
  return goodsId ? api.call('queryGoodsPlanList', { goodsId }) : Promise.resolve();
}
