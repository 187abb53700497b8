/**
 * Upgrades an `http:` address to `https:` (spec section 9: links are upgraded), since the H5 is served
 * over https and mixed content is blocked or flagged by WeChat. Relative, protocol-relative, data and
 * https addresses are returned as they are.
 */
export function toHttps(url: string): string {
  return /^http:\/\//i.test(url) ? `https://${url.slice('http://'.length)}` : url;
}

/** Like `toHttps`, passing an absent address through. */
export function toHttpsOptional(url: string | undefined): string | undefined {
  return url === undefined ? undefined : toHttps(url);
}
