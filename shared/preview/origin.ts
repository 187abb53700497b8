/**
 * The origin (`scheme://host:port`) of an absolute URL, or `undefined` for anything that is not an
 * http(s) URL. `'*'` and `'null'` are never origins we post to or accept.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

/** Whether a message's `event.origin` is on the allowlist (exact match of normalised origins). */
export function isAllowedOrigin(origin: string, allowlist: readonly string[]): boolean {
  const normalised = originOf(origin);
  if (normalised === undefined) return false;
  return allowlist.some((allowed) => originOf(allowed) === normalised);
}
