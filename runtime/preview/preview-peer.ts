import { isAllowedOrigin, originOf } from '../../shared/preview/origin';

/**
 * Origins allowed to drive the preview: the app's own (the editor is served beside it) plus any listed
 * at build time in `VITE_PREVIEW_ORIGINS` (comma-separated), for an editor hosted elsewhere.
 */
export function previewAllowlist(ownOrigin: string, configured: string | undefined): string[] {
  const extra = (configured ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => origin !== undefined);
  return [ownOrigin, ...extra];
}

/**
 * The exact origin of the embedding editor: the referrer's when it is allowed, otherwise our own. We
 * post only there, so a page that frames us without being allowed receives nothing.
 */
export function previewPeerOrigin(referrer: string, ownOrigin: string, allowlist: readonly string[]): string {
  const origin = originOf(referrer);
  return origin !== undefined && isAllowedOrigin(origin, allowlist) ? origin : ownOrigin;
}
