/**
 * Whether a buyer may be sent to `url` after paying: a path of this site (`/result?...`), or an
 * address on this server's public origin or on one of `allowedOrigins` (RETURN_URL_ORIGINS, say an
 * insurer's own result page). Anything else would make the cashier an open redirect to any site.
 */
export function isAllowedReturnUrl(url: string, publicOrigin: string, allowedOrigins: readonly string[]): boolean {
  const trimmed = url.trim();
  // A path, but not `//host` or `/\host`, which browsers read as another host.
  if (/^\/(?![/\\])/.test(trimmed)) return true;
  let target: URL;
  try {
    target = new URL(trimmed);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  const allowed = new Set([publicOrigin, ...allowedOrigins].map((origin) => origin.replace(/\/+$/, '')));
  return allowed.has(target.origin);
}
