import type { RouteEntry } from '../../app/route-entry';

/** The order routes of spec section 2. */
export const orderRoutes: readonly RouteEntry[] = [];
