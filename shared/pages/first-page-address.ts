import { TEMPLATE_ROUTE_PATHS } from './template-route-paths';

/** The renderer path the first page is shown at (`/h`). */
const RENDERER_PATH = TEMPLATE_ROUTE_PATHS[1];

/**
 * The address of page 1 of the same promotion (spec section 2, page selection: a helper returns to
 * page 1): the template renderer with the address's parameters (promotionId, channel, tenant...)
 * kept and the page choice dropped, so the default page 1 shows. A hash (#page=n) is not carried.
 */
export function firstPageAddress(search: string): { pathname: string; search: string } {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString();
  return { pathname: RENDERER_PATH, search: query ? `?${query}` : '' };
}
