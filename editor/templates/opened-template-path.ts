/**
 * The app route of an opened template. The tenant travels in the address so a link to a template
 * (sent to QA, say) opens it for the right tenant whatever the receiver last chose.
 */
export function openedTemplatePath(templateId: string, tenant: string): string {
  return `/templates/${encodeURIComponent(templateId)}?${new URLSearchParams({ tenant }).toString()}`;
}
