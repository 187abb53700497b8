import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-entry';

/** The documents routes of spec section 2: clause lists, one document, info details, the QR page. */
export const documentsRoutes: readonly RouteEntry[] = [
  { path: '/files', page: lazy(() => import('./files-route')) },
  { path: '/healthfiles', page: lazy(() => import('./health-files-route')) },
  { path: '/infoDetails', page: lazy(() => import('./info-details-route')) },
  { path: '/qrCode', page: lazy(() => import('./qr-code-route')) },
  { path: '/devPreview', page: lazy(() => import('./dev-preview-route')) },
  { path: '/recordProduct', page: lazy(() => import('./record-product-route')) },
];
