import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { documentsRoutes } from '../pages/documents/routes';
import { healthRoutes } from '../pages/health/routes';
import { orderRoutes } from '../pages/order/routes';
import { TEMPLATE_ROUTE_PATHS } from '../../shared/pages/template-route-paths';
import { lazyPage } from './lazy-page';
import type { RouteEntry } from './route-entry';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteLoading } from './route-loading';
import { useRuntime } from './runtime-context';
import { useResumedSalesRecording } from '../recording/use-sales-recording';

const TemplateRoute = lazyPage(() => import('../pages/template-route'));
const NotFoundRoute = lazyPage(() => import('../pages/not-found-route'));

const CORE_ROUTES: readonly RouteEntry[] = TEMPLATE_ROUTE_PATHS.map((path) => ({ path, page: TemplateRoute }));

/**
 * The buyer app's routes (spec section 2), each page loaded lazily behind a loading indicator, under
 * one error boundary that a move to another address clears. A sale's recording started on its promotion
 * page goes on on every page of the tab (useResumedSalesRecording).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  useResumedSalesRecording(useRuntime().query, pathname);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          {[...CORE_ROUTES, ...healthRoutes, ...orderRoutes, ...documentsRoutes].map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
