import type { TemplateConfig } from '../../../schema/template/template-config';
import { canRemovePage } from '../can-remove-page';
import { renumberPages } from '../tree/renumber-pages';

export interface RemovePageArgs {
  readonly pageId: string;
}

/** Removes a page with its modules and closes the gap in pageOrder; the last page is never removed. */
export function removePage(template: TemplateConfig, { pageId }: RemovePageArgs): TemplateConfig {
  if (!canRemovePage(template, pageId).ok) return template;
  return { ...template, pageList: renumberPages(template.pageList.filter((page) => page.id !== pageId)) };
}
