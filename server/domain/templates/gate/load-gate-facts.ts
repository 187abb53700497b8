import type { GateFacts } from '../../../../schema/api/editor/editor-gate-facts';
import type { Queryable } from '../../../db/database';
import { imageFacts } from './image-facts';
import { productFacts } from './product-facts';

interface PromotionRow {
  readonly promotion_id: string;
  readonly goods_id: string;
}

/** What the facts are gathered for: a template's goods and the image addresses it holds. */
export interface GateFactsRequest {
  readonly templateId: string;
  readonly goodsId: string | undefined;
  readonly imageRefs: readonly string[];
}

/**
 * The facts the publish gate judges a template on, from the tenant's data: the goods behind its
 * `goodsId`, the promotions that serve it, and which of its asset images exist. Publishing gathers
 * them in its transaction; the editor asks for the same through `getGateFacts`.
 */
export async function loadGateFacts(db: Queryable, tenant: string, request: GateFactsRequest): Promise<GateFacts> {
  const goodsId = request.goodsId?.trim() || null;
  const promotions = await db.query<PromotionRow>(
    'SELECT promotion_id, goods_id FROM promotions WHERE tenant_code = $1 AND template_id = $2 ORDER BY promotion_id',
    [tenant, request.templateId],
  );
  return {
    goodsId,
    product: goodsId === null ? null : await productFacts(db, tenant, goodsId),
    promotions: promotions.rows.map((row) => ({ promotionId: row.promotion_id, goodsId: row.goods_id })),
    images: await imageFacts(db, tenant, request.imageRefs),
  };
}
