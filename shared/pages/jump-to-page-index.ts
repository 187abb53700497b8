import type { TemplateConfig } from '../../schema/template/template-config';

/**
 * The page number a jumpToPage action leads to: the position of the page whose `pageCode` (or `id`)
 * matches, plus 1, as the spec defines it. `undefined` when no page carries that code.
 */
export function jumpToPageIndex(template: TemplateConfig, pageCode: string): number | undefined {
  const index = template.pageList.findIndex((page) => page.pageCode === pageCode || page.id === pageCode);
  return index < 0 ? undefined : index + 1;
}
