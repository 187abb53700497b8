import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules, type ModuleVisit } from '../../schema/template/walk-modules';

/** Whether a module is shown to the walk's persona (its display rule, where it has one). */
export type ModuleShown = (module: Module) => boolean;

/** Shown unless `isDefault: false` drops it: what the template says without conditions. */
export const shownByDefault: ModuleShown = (module) => module.isDefault !== false;

/** Whether the module and every module around it are shown. */
export function shownWithParents(visit: ModuleVisit, shown: ModuleShown): boolean {
  for (let at: ModuleVisit | undefined = visit; at !== undefined; at = at.parent) if (!shown(at.module)) return false;
  return true;
}

/** The modules of one page the persona is shown, depth-first. */
export function shownModulesOf(template: TemplateConfig, pageIndex: number, shown: ModuleShown): ModuleVisit[] {
  return [...walkModules(template)].filter((visit) => visit.pageIndex === pageIndex && shownWithParents(visit, shown));
}
