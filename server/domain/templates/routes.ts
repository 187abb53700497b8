import type { RoutePlugin } from '../../app/route-plugin';

/** The templates domain's routes outside the buyer contract. */
export const templatesRoutes: RoutePlugin = () => undefined;
