import type { TemplateConfig } from '../../schema/template/template-config';
import { serverImageRefs } from '../../shared/publish-gate/image-references';

/** The most image addresses one request asks about (the route's limit). */
const MAX_IMAGE_REFS = 500;

/** What the editor asks `getGateFacts` for a template, and a key that changes exactly when that does. */
export interface GateFactsRequest {
  readonly body: { readonly goodsId?: string; readonly imageRefs: string[] };
  readonly key: string;
}

/** The facts request for a template: its goods and the addresses of its shown images. */
export function gateFactsRequest(template: TemplateConfig): GateFactsRequest {
  const goodsId = template.goodsId?.trim() || undefined;
  const imageRefs = serverImageRefs(template)
    .filter((ref) => ref.length <= 2048)
    .slice(0, MAX_IMAGE_REFS);
  return { body: { ...(goodsId ? { goodsId } : {}), imageRefs }, key: JSON.stringify([goodsId ?? null, imageRefs]) };
}
