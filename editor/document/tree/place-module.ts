import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import type { ModulePlace } from '../module-place';
import { updateModuleList } from './update-module-list';

/** Inserts a module at a place without checking it (callers check with `canPlace`); index is clamped. */
export function placeModule(template: TemplateConfig, module: Module, place: ModulePlace): TemplateConfig {
  return updateModuleList(template, place.pageId, place.parentId, (list) => {
    const index = Math.min(Math.max(0, Math.trunc(place.index)), list.length);
    return [...list.slice(0, index), module, ...list.slice(index)];
  });
}
