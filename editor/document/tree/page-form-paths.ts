import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { formPath } from './form-path';
import { isModule, moduleList } from './module-list';

function collect(list: readonly Module[], parentPath: string | undefined, skipId: string | undefined, paths: Set<string>): void {
  for (const module of list) {
    if (!isModule(module) || module.id === skipId) continue;
    const path = formPath(parentPath, module.formKey);
    if (path !== undefined) paths.add(path);
    collect(moduleList(module.children), path, skipId, paths);
  }
}

/** The form paths written on one page, leaving out the subtree of `skipId` (the module being moved). */
export function pageFormPaths(template: TemplateConfig, pageId: string, skipId?: string): Set<string> {
  const paths = new Set<string>();
  const page = template.pageList.find((candidate) => candidate.id === pageId);
  if (page) collect(moduleList(page.moduleList), undefined, skipId, paths);
  return paths;
}
