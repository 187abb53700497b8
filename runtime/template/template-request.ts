import type { ApiClient } from '../api/api-client';
import { fetchApiQuery } from '../api/api-queries';
import { draftPreviewToken } from '../../shared/query/draft-preview-token';
import { isTemplateRoutePath } from '../../shared/pages/template-route-paths';
import { publishedPromotionOf } from '../../shared/query/published-promotion';
import type { RuntimeQuery } from '../../shared/query/runtime-query';

/** The request for the address's template, or undefined when the address names none (preview mode gets it from the editor). */
export function templateRequest(query: RuntimeQuery) {
  if (query.mode === 'preview') return undefined;
  const previewToken = draftPreviewToken(query);
  if (previewToken) return (api: ApiClient) => fetchApiQuery(api, 'queryDraftTemplateConfig', { previewToken });
  const promotionId = publishedPromotionOf(query);
  if (promotionId) return (api: ApiClient) => fetchApiQuery(api, 'queryGoodsTemplateConfig', { promotionId }, { promotionId });
  return undefined;
}

/**
 * Asks for the template as the app starts, on a template address, in parallel with the download of the
 * page's code: the template route then takes this request's reply from the query layer (kept for the
 * visit) instead of asking once its code has arrived and run (a round trip later on a slow network). The goods' plans follow as soon as the
 * template names its goods: the plan blocks, the premium trial and the confirmation all read them,
 * and the page paints once they are there.
 */
export function prefetchTemplate(api: ApiClient, query: RuntimeQuery, pathname: string): void {
  if (!isTemplateRoutePath(pathname)) return;
  templateRequest(query)?.(api).then(
    (reply) => {
      const template: unknown = reply.result;
      const templateGoods = typeof template === 'object' && template !== null && 'goodsId' in template ? template.goodsId : undefined;
      const goodsId = query.params.goodsId ?? (typeof templateGoods === 'string' ? templateGoods : undefined);
      if (goodsId) fetchApiQuery(api, 'queryGoodsPlanList', { goodsId }).catch(() => undefined);
    },
    // The template route reports a failure when it takes the reply.
    () => undefined,
  );
}
