import { lazyPage } from '../../app/lazy-page';
import type { RouteEntry } from '../../app/route-entry';

/**
 * The order routes of spec section 2: signing, payment, the result, the stored order, and the CPS
 * partner entries (see each page for what it does).
 */
export const orderRoutes: readonly RouteEntry[] = [
  { path: '/signBoard', page: lazyPage(() => import('./sign-board-route')) },
  { path: '/querypay', page: lazyPage(() => import('./query-pay-route')) },
  { path: '/confirmpay', page: lazyPage(() => import('./confirm-pay-route')) },
  { path: '/mockpay', page: lazyPage(() => import('./mock-pay-route')) },
  { path: '/result/:t?/:m?', page: lazyPage(() => import('./result-route')) },
  { path: '/orderDetail', page: lazyPage(() => import('./order-detail-route')) },
  { path: '/link', page: lazyPage(() => import('./buyer-link-route')) },
  { path: '/orderPersonDetail', page: lazyPage(() => import('./order-person-detail-route')) },
  { path: '/RedirectCps', page: lazyPage(() => import('./cps-redirect-route')) },
  { path: '/ResultsCps', page: lazyPage(() => import('./results-cps-route')) },
  { path: '/cps/flowClose', page: lazyPage(() => import('./cps-flow-close-route')) },
];
