import { lazyPage } from '../../app/lazy-page';
import type { RouteEntry } from '../../app/route-entry';

const SmartRoundPage = lazyPage(() => import('./smart-round-page'));

/** The health routes of spec section 2: the smart questionnaire steps, the notification list, the answers. */
export const healthRoutes: readonly RouteEntry[] = [
  { path: '/healthnotify/disease/:index', page: SmartRoundPage },
  { path: '/healthnotify/detail/:index/:loop', page: SmartRoundPage },
  { path: '/healthnotify/confirm/:index', page: lazyPage(() => import('./smart-confirm-page')) },
  { path: '/healthnotify/result/:index', page: lazyPage(() => import('./smart-result-page')) },
  { path: '/healthnotify/conclusion', page: lazyPage(() => import('./smart-conclusion-page')) },
  { path: '/healthNotification', page: lazyPage(() => import('./health-notification-page')) },
  { path: '/underwritingDetails', page: lazyPage(() => import('./underwriting-details-page')) },
];
