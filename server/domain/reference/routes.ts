import type { RoutePlugin } from '../../app/route-plugin';

/** The reference domain's routes outside the buyer contract. */
export const referenceRoutes: RoutePlugin = () => undefined;
