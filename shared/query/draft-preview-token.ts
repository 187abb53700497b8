import type { RuntimeQuery } from './runtime-query';

/**
 * The QA preview token of the address, honoured only in simulate mode: a live link that somehow
 * carries one still sells the published template, never a draft.
 */
export function draftPreviewToken(query: RuntimeQuery): string | undefined {
  return query.mode === 'simulate' ? query.params.previewToken : undefined;
}
