import { draftPreviewToken } from './draft-preview-token';
import type { RuntimeQuery } from './runtime-query';

/**
 * The promotion whose published template the address shows, or undefined when it shows none: in
 * preview mode the editor sends the template, and a QA link with a draft token shows that draft.
 */
export function publishedPromotionOf(query: RuntimeQuery): string | undefined {
  if (query.mode === 'preview' || draftPreviewToken(query)) return undefined;
  return query.params.promotionId;
}
