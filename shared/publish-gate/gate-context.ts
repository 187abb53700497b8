import type { GateFacts, GateProduct } from '../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../schema/template/template-config';

/**
 * What the gate knows besides the template: the server's facts (undefined where no server was asked,
 * as in the CLI without `--facts`), and whether an image reference exists. `imageExists` answers
 * undefined for a reference nobody can judge (an outside address); the assets store answers for its
 * own references through the facts' `images`.
 */
export interface GateContext {
  readonly facts: GateFacts | undefined;
  readonly imageExists: (ref: string) => boolean | undefined;
}

/** The context of a set of facts: image references are looked up in the facts' `images`. */
export function gateContext(facts?: GateFacts): GateContext {
  return { facts, imageExists: (ref) => facts?.images[ref] };
}

/**
 * The server's product for the template's goods: the product, null when the server has none (or the
 * template names none), or 'unknown' when there are no facts or they were gathered for other goods
 * (the operator changed `goodsId` since).
 */
export function linkedProduct(template: TemplateConfig, context: GateContext): GateProduct | null | 'unknown' {
  const facts = context.facts;
  const goodsId = template.goodsId?.trim() || null;
  if (facts === undefined || facts.goodsId !== goodsId) return 'unknown';
  return facts.product;
}
