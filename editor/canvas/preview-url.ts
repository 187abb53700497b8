/** Where the frame points: the runtime's template route in preview mode. */
export interface PreviewUrlInput {
  /** The runtime's origin (the editor's own when served beside it). */
  readonly runtimeOrigin: string;
  /** The tenant whose data the previewed blocks read (the runtime's `from` parameter). */
  readonly tenant: string;
  /** A promotion using the template, so blocks that load plans, prices or clauses show real data. */
  readonly promotionId?: string;
}

/**
 * The runtime address the canvas frames, `/h?mode=preview&...`. In preview mode the runtime shows only
 * what the editor posts; the promotion and tenant only feed the blocks' own data calls.
 */
export function previewUrl({ runtimeOrigin, tenant, promotionId }: PreviewUrlInput): string {
  const url = new URL('/h', runtimeOrigin);
  url.searchParams.set('mode', 'preview');
  if (promotionId !== undefined && promotionId !== '') url.searchParams.set('promotionId', promotionId);
  url.searchParams.set('from', tenant);
  return url.toString();
}
