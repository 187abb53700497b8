import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { isModule, moduleList } from './module-list';

/** A module with where it stands: its page, its parent and its position among its siblings. */
export interface ModuleLocation {
  readonly module: Module;
  readonly pageId: string;
  readonly pageIndex: number;
  readonly parentId: string | null;
  readonly index: number;
  readonly siblings: readonly Module[];
  /** Outermost first; empty at the top level of a page. */
  readonly ancestors: readonly Module[];
}

type Found = Omit<ModuleLocation, 'pageId' | 'pageIndex'>;

function findIn(list: readonly Module[], moduleId: string, ancestors: readonly Module[]): Found | undefined {
  for (const [index, module] of list.entries()) {
    if (!isModule(module)) continue;
    if (module.id === moduleId) {
      return { module, parentId: ancestors.at(-1)?.id ?? null, index, siblings: list, ancestors };
    }
    const inside = findIn(moduleList(module.children), moduleId, [...ancestors, module]);
    if (inside) return inside;
  }
  return undefined;
}

/** Finds a module anywhere in the template by id (ids are unique template-wide). */
export function findModule(template: TemplateConfig, moduleId: string): ModuleLocation | undefined {
  for (const [pageIndex, page] of template.pageList.entries()) {
    const found = findIn(moduleList(page.moduleList), moduleId, []);
    if (found) return { ...found, pageId: page.id, pageIndex };
  }
  return undefined;
}
