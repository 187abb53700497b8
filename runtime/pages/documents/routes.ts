import type { RouteEntry } from '../../app/route-entry';

/** The documents routes of spec section 2. */
export const documentsRoutes: readonly RouteEntry[] = [];
