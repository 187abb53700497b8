import type { RouteEntry } from '../../app/route-entry';

/** The health routes of spec section 2. */
export const healthRoutes: readonly RouteEntry[] = [];
