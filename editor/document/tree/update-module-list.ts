import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModuleInList } from './update-module-in-list';
import { moduleList } from './module-list';

/**
 * Replaces the list of modules at a page's top level (`parentId` null) or the children of `parentId`
 * on that page. The same template when the page or the parent is not there.
 */
export function updateModuleList(
  template: TemplateConfig,
  pageId: string,
  parentId: string | null,
  update: (list: readonly Module[]) => Module[],
): TemplateConfig {
  const pageIndex = template.pageList.findIndex((page) => page.id === pageId);
  const page = template.pageList[pageIndex];
  if (!page) return template;
  const current = moduleList(page.moduleList);
  const next =
    parentId === null
      ? update(current)
      : updateModuleInList(current, parentId, (parent) => ({ ...parent, children: update(moduleList(parent.children)) }));
  if (next === current) return template;
  return { ...template, pageList: template.pageList.with(pageIndex, { ...page, moduleList: [...next] }) };
}
