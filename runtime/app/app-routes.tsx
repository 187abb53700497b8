import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteLoading } from './route-loading';

const TemplateRoute = lazy(() => import('../pages/template-route'));
const NotFoundRoute = lazy(() => import('../pages/not-found-route'));

/** The buyer app's routes (spec section 2), each page loaded lazily behind a loading indicator. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        <Route path="/" element={<TemplateRoute />} />
        <Route path="/h" element={<TemplateRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
