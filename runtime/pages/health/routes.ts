import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-entry';

const SmartRoundPage = lazy(() => import('./smart-round-page'));

/** The health routes of spec section 2: the smart questionnaire steps, the notification list, the answers. */
export const healthRoutes: readonly RouteEntry[] = [
  { path: '/healthnotify/disease/:index', page: SmartRoundPage },
  { path: '/healthnotify/detail/:index/:loop', page: SmartRoundPage },
  { path: '/healthnotify/confirm/:index', page: lazy(() => import('./smart-confirm-page')) },
  { path: '/healthnotify/result/:index', page: lazy(() => import('./smart-result-page')) },
  { path: '/healthnotify/conclusion', page: lazy(() => import('./smart-conclusion-page')) },
  { path: '/healthNotification', page: lazy(() => import('./health-notification-page')) },
  { path: '/underwritingDetails', page: lazy(() => import('./underwriting-details-page')) },
];
