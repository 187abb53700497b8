/**
 * The app route of an opened template. The tenant travels in the address so a link to a template
 * (sent to QA, say) opened in a session of another tenant says whose it is instead of "not found".
 */
export function openedTemplatePath(templateId: string, tenant: string): string {
  return `/templates/${encodeURIComponent(templateId)}?${new URLSearchParams({ tenant }).toString()}`;
}
