import type { RuntimeQuery } from '../../shared/query/runtime-query';
import { publishedPromotionOf } from '../../shared/query/published-promotion';
import type { TemplateConfig } from '../../schema/template/template-config';

/**
 * The promotion a page records the sale of (可回溯), or undefined when it records nothing: only a live
 * link of a published promotion whose template has not turned recording off. The editor's preview, a
 * QA draft link, a simulated or template-check walk never record: nothing is sold there.
 */
export function recordedPromotion(query: RuntimeQuery, template: Pick<TemplateConfig, 'salesRecording'>): string | undefined {
  if (query.mode !== 'live' || template.salesRecording === false) return undefined;
  return publishedPromotionOf(query);
}
