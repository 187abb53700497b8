import type { RoutePlugin } from '../../app/route-plugin';

/** The orders domain's routes outside the buyer contract. */
export const ordersRoutes: RoutePlugin = () => undefined;
