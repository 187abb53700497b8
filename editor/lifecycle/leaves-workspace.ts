/** The route part of a hash address (`#/templates/tpl-1?tenant=health` → `/templates/tpl-1`). */
function routeOf(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

/**
 * Whether going from one hash address to another leaves the opened template's workspace: another
 * route (the list, the block library, another template). Changing only the query, e.g. the tenant
 * parameter, stays.
 */
export function leavesWorkspace(fromHash: string, toHash: string): boolean {
  return routeOf(fromHash) !== routeOf(toHash);
}
