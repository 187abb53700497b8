import type { Plan } from '../../schema/entities/plan';
import { fetchApiQuery, useApiQuery } from '../api/api-queries';
import type { BlockPreloadContext } from '../blocks/block-data-preload';

/** The goods plans as the plan blocks need them. */
export type GoodsPlansState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plans: readonly Plan[] }
  | { readonly status: 'failed' };

/**
 * The goods' plans from `queryGoodsPlanList`, kept for the visit by the query layer, so the plan
 * selector, the plan tabs, the trial and the confirmation share one call. Plans asked for while the page
 * loaded (`preloadGoodsPlans`) are there on the first render. A failure has been told by the client;
 * the state is 'failed'.
 */
export function useGoodsPlans(goodsId: string | undefined): GoodsPlansState {
  const plans = useApiQuery('queryGoodsPlanList', { goodsId: goodsId ?? '' }, undefined, { enabled: goodsId !== undefined && goodsId !== '' });
  if (!goodsId || plans.isError) return { status: 'failed' };
  if (!plans.data) return { status: 'loading' };
  const list = plans.data.value?.planList;
  return list ? { status: 'ready', plans: list } : { status: 'failed' };
}

/** The plan blocks' data, fetched before the page's first paint (see `BlockDataPreload`). */
export function preloadGoodsPlans({ api, goodsId }: BlockPreloadContext): Promise<unknown> {
  return goodsId ? fetchApiQuery(api, 'queryGoodsPlanList', { goodsId }) : Promise.resolve();
}
