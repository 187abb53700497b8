import { createHash } from 'node:crypto';

/** What the WeChat JS-SDK signs. */
export interface JsSdkSignatureInput {
  readonly jsapiTicket: string;
  readonly nonceStr: string;
  /** Seconds since the epoch. */
  readonly timestamp: number;
  /** The page address without its `#` fragment. */
  readonly url: string;
}

/**
 * The JS-SDK signature: SHA1 (lower-case hex) of
 * `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`, the fields in that (ASCII) order, unencoded.
 */
export function jsSdkSignature(input: JsSdkSignatureInput): string {
  const text = `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The address WeChat signs: the page address up to, not including, any `#`. */
export function signableUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
