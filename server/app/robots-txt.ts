import { TEMPLATE_ROUTE_PATHS } from '../../shared/pages/template-route-paths';

/**
 * The robots.txt of the site. The editor and the API are never crawled. Buyer pages are crawled only
 * when `indexBuyerPages` (ROBOTS_INDEX), and then only the promotion pages: the template renderer's
 * addresses, exactly (`Allow: /h$`, `Allow: /h?`; the longest rule wins over `Disallow: /`), never
 * the order, payment and result pages, whose addresses name a buyer's order.
 */
export function robotsTxt(indexBuyerPages: boolean): string {
  const allowed = indexBuyerPages ? TEMPLATE_ROUTE_PATHS.flatMap((path) => [`Allow: ${path}$`, `Allow: ${path}?`]) : [];
  return ['User-agent: *', 'Disallow: /editor', 'Disallow: /api/', ...allowed, 'Disallow: /', ''].join('\n');
}
