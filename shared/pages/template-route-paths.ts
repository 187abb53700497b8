/** The addresses whose page is the template renderer. */
export const TEMPLATE_ROUTE_PATHS = ['/', '/h'] as const;

/** Whether `pathname` is one of the template renderer's addresses. */
export function isTemplateRoutePath(pathname: string): boolean {
  return (TEMPLATE_ROUTE_PATHS as readonly string[]).includes(pathname);
}
