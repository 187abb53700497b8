import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules } from '../../schema/template/walk-modules';
import type { ModuleSpot } from './diff-entry';
import { moduleRef } from './module-ref';

/** A module of one version with where it stands. */
export interface IndexedModule {
  readonly module: Module;
  readonly spot: ModuleSpot;
  /**
   * The list the module is in, for comparing orders within a list: the parent's id (ids are unique
   * template-wide, so the rows of a form moved to another page stay in the same list) or the page's.
   */
  readonly listKey: string;
}

/** Every module of a template by id, in page and outline order. */
export function indexModules(template: TemplateConfig): Map<string, IndexedModule> {
  const index = new Map<string, IndexedModule>();
  for (const visit of walkModules(template)) {
    const page = template.pageList[visit.pageIndex];
    if (!page) continue;
    const parent = visit.parent?.module;
    const position = Number(visit.path.slice(visit.path.lastIndexOf('/') + 1));
    index.set(visit.module.id, {
      module: visit.module,
      spot: { page: { id: page.id, label: page.label }, parent: parent ? moduleRef(parent) : null, index: position },
      listKey: parent ? `module:${parent.id}` : `page:${page.id}`,
    });
  }
  return index;
}
