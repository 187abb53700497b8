import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-entry';

/**
 * The order routes of spec section 2: signing, payment, the result, the stored order, and the CPS
 * partner entries (see each page for what it does).
 */
export const orderRoutes: readonly RouteEntry[] = [
  { path: '/signBoard', page: lazy(() => import('./sign-board-route')) },
  { path: '/querypay', page: lazy(() => import('./query-pay-route')) },
  { path: '/confirmpay', page: lazy(() => import('./confirm-pay-route')) },
  { path: '/mockpay', page: lazy(() => import('./mock-pay-route')) },
  { path: '/result/:t?/:m?', page: lazy(() => import('./result-route')) },
  { path: '/orderDetail', page: lazy(() => import('./order-detail-route')) },
  { path: '/orderPersonDetail', page: lazy(() => import('./order-person-detail-route')) },
  { path: '/RedirectCps', page: lazy(() => import('./cps-redirect-route')) },
  { path: '/ResultsCps', page: lazy(() => import('./results-cps-route')) },
  { path: '/cps/flowClose', page: lazy(() => import('./cps-flow-close-route')) },
];
