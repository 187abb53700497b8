import type { CallResponse } from '../../schema/api/define-call';
import type { resolveBuyerLink } from '../../schema/api/buyer-link';
import { assertNever } from '../../shared/assert-never';

type ResolvedLink = NonNullable<CallResponse<typeof resolveBuyerLink>['result']>;

/** The in-app path a resolved buyer link goes on to: the cashier, the result page, or the order detail. */
export function buyerLinkPath(link: ResolvedLink, from: string | undefined): string {
  const search = new URLSearchParams({ orderNo: link.orderNo, ...(from ? { from } : {}) }).toString();
  switch (link.next) {
    case 'pay':
      return `/querypay?${search}`;
    case 'result':
      return `/result?${search}`;
    case 'detail':
      return `/orderDetail?${search}`;
    default:
      return assertNever(link.next);
  }
}

/**
 * The address of a buyer link for another device. The token rides in the fragment, which browsers
 * never send to a server: it stays out of access logs, proxies and Referer headers.
 */
export function buyerLinkAddress(origin: string, token: string, from: string | undefined): string {
  return `${origin}/link${from ? `?${new URLSearchParams({ from }).toString()}` : ''}#${token}`;
}
