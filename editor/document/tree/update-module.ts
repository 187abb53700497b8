import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModuleInList } from './update-module-in-list';
import { moduleList } from './module-list';

/** Replaces one module (found by id on any page) by `update(module)`; the same template when absent. */
export function updateModule(template: TemplateConfig, moduleId: string, update: (module: Module) => Module): TemplateConfig {
  for (const [pageIndex, page] of template.pageList.entries()) {
    const current = moduleList(page.moduleList);
    const next = updateModuleInList(current, moduleId, update);
    if (next !== current) {
      return { ...template, pageList: template.pageList.with(pageIndex, { ...page, moduleList: [...next] }) };
    }
  }
  return template;
}
