import type { Page } from '../../../schema/template/page';
import type { TemplateConfig } from '../../../schema/template/template-config';

/** Replaces one page by `update(page)`; the same template when the page is absent or unchanged. */
export function updatePage(template: TemplateConfig, pageId: string, update: (page: Page) => Page): TemplateConfig {
  const index = template.pageList.findIndex((page) => page.id === pageId);
  const page = template.pageList[index];
  if (!page) return template;
  const next = update(page);
  return next === page ? template : { ...template, pageList: template.pageList.with(index, next) };
}
