/** What the QA preview link is made of. */
export interface PreviewLinkInput {
  /** The buyer app's origin (the editor's own when served beside it). */
  readonly runtimeOrigin: string;
  readonly tenant: string;
  readonly previewToken: string;
  /** A promotion using the template, so blocks that load plans, prices or clauses show its goods. */
  readonly promotionId?: string | undefined;
}

/**
 * The buyer app's address for QA: `/h?mode=simulate&...&previewToken=...`. Simulate mode walks the
 * whole flow without real payment; the token makes the runtime load the saved draft instead of the
 * published template.
 */
export function previewLinkUrl({ runtimeOrigin, tenant, previewToken, promotionId }: PreviewLinkInput): string {
  const url = new URL('/h', runtimeOrigin);
  url.searchParams.set('mode', 'simulate');
  if (promotionId) url.searchParams.set('promotionId', promotionId);
  url.searchParams.set('from', tenant);
  url.searchParams.set('previewToken', previewToken);
  return url.toString();
}
