import type { RoutePlugin } from '../../app/route-plugin';

/** The health domain's routes outside the buyer contract. */
export const healthRoutes: RoutePlugin = () => undefined;
