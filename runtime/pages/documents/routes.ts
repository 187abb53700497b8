import { lazyPage } from '../../app/lazy-page';
import type { RouteEntry } from '../../app/route-entry';

/** The documents routes of spec section 2: clause lists, one document, info details, the QR page. */
export const documentsRoutes: readonly RouteEntry[] = [
  { path: '/files', page: lazyPage(() => import('./files-route')) },
  { path: '/healthfiles', page: lazyPage(() => import('./health-files-route')) },
  { path: '/infoDetails', page: lazyPage(() => import('./info-details-route')) },
  { path: '/qrCode', page: lazyPage(() => import('./qr-code-route')) },
  { path: '/devPreview', page: lazyPage(() => import('./dev-preview-route')) },
  { path: '/recordProduct', page: lazyPage(() => import('./record-product-route')) },
];
