/**
 * The router path of a url that points into this app (a relative path, or an absolute url on this
 * origin), or undefined for a url elsewhere, which needs a full page load.
 */
export function inAppPath(url: string, origin: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}
