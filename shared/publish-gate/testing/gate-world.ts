import type { GateFacts, GateProduct } from '../../../schema/api/editor/editor-gate-facts';
import { parseAssetUrl } from '../../../schema/assets/asset-url';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { serverImageRefs } from '../image-references';

/** A promotion serving the world's template, with the goods it sells. */
export type WorldPromotion = GateFacts['promotions'][number];

/**
 * A template with the tenant's data the gate judges it on, as rows a server could hold: the goods the
 * tenant sells (with their plans and benefit table), the promotions serving the template, and the
 * images of the asset library. Tests judge a world with `worldFacts`, or write its rows into a server,
 * whose facts are then the same.
 */
export interface GateWorld {
  readonly template: TemplateConfig;
  readonly goods: readonly GateProduct[];
  /** A promotion can only sell goods of `goods` (the server's promotions refer to its goods). */
  readonly promotions: readonly WorldPromotion[];
  /** Addresses of the images the asset library holds (`/media/<sha256>.<ext>`). */
  readonly assets: readonly string[];
}

/**
 * The facts a server holding the world gathers for its template, as `loadGateFacts` does: the goods
 * the template names (null when none or unknown), the promotions by id, and whether each asset address
 * the template holds is in the library (other addresses are left unjudged).
 */
export function worldFacts(world: GateWorld): GateFacts {
  const goodsId = world.template.goodsId?.trim() || null;
  const assetRefs = serverImageRefs(world.template).filter((ref) => parseAssetUrl(ref) !== undefined);
  return {
    goodsId,
    product: world.goods.find((goods) => goods.goodsId === goodsId) ?? null,
    promotions: [...world.promotions].sort((a, b) => (a.promotionId < b.promotionId ? -1 : a.promotionId > b.promotionId ? 1 : 0)),
    images: Object.fromEntries(assetRefs.map((ref) => [ref, world.assets.includes(ref)])),
  };
}
