import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { documentsRoutes } from '../pages/documents/routes';
import { healthRoutes } from '../pages/health/routes';
import { orderRoutes } from '../pages/order/routes';
import type { RouteEntry } from './route-entry';
import { RouteLoading } from './route-loading';

const TemplateRoute = lazy(() => import('../pages/template-route'));
const NotFoundRoute = lazy(() => import('../pages/not-found-route'));

const CORE_ROUTES: readonly RouteEntry[] = [
  { path: '/', page: TemplateRoute },
  { path: '/h', page: TemplateRoute },
];

/** The buyer app's routes (spec section 2), each page loaded lazily behind a loading indicator. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        {[...CORE_ROUTES, ...healthRoutes, ...orderRoutes, ...documentsRoutes].map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
