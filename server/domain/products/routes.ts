import type { RoutePlugin } from '../../app/route-plugin';

/** The products domain has no routes outside the buyer contract. */
export const productsRoutes: RoutePlugin = () => undefined;
