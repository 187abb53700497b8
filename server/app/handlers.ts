import { assetRoutes } from '../domain/assets/routes';
import { healthHandlers } from '../domain/health/handlers';
import { healthRoutes } from '../domain/health/routes';
import { ordersHandlers } from '../domain/orders/handlers';
import { ordersRoutes } from '../domain/orders/routes';
import { productsHandlers } from '../domain/products/handlers';
import { productsRoutes } from '../domain/products/routes';
import { recordingsRoutes } from '../domain/recordings/routes';
import { referenceHandlers } from '../domain/reference/handlers';
import { referenceRoutes } from '../domain/reference/routes';
import { templatesHandlers } from '../domain/templates/handlers';
import { templatesRoutes } from '../domain/templates/routes';
import type { CallHandlers } from './call-handler';
import { mergeHandlers } from './register-calls';
import type { RoutePlugin } from './route-plugin';

/** Every domain's implementation of the buyer contract. */
export const ALL_HANDLERS: CallHandlers = mergeHandlers(
  templatesHandlers,
  productsHandlers,
  healthHandlers,
  ordersHandlers,
  referenceHandlers,
);

/** Every domain's other routes. */
export const ALL_ROUTE_PLUGINS: readonly RoutePlugin[] = [templatesRoutes, productsRoutes, healthRoutes, ordersRoutes, referenceRoutes, assetRoutes, recordingsRoutes];
