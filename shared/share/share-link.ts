/**
 * Address parameters that carry one buyer's order, identity or place in the flow. A shared link must
 * not pass them on: whoever opens it would otherwise land on the sharer's order.
 */
const PERSONAL_PARAMS = ['orderNo', 'encryptOrderNo', 'certNo', 'thirdOrderNo', 'thirdOrderNoType', 'purchaseUserId', 'notify', 'mode', 'page'];

/**
 * The link a shared page carries: the page's own http(s) address without personal parameters or
 * fragment. Undefined when the address is not an absolute http(s) URL. The server answers
 * queryShareInfo with it; the buyer app uses it when that call fails.
 */
export function shareLinkFromPage(pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  for (const name of PERSONAL_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}
