import type { Module } from '../../../schema/template/module';
import { isModule } from './module-list';

/**
 * Applies `update` to the module `moduleId` somewhere in `list` (at any depth). Returns the very same
 * list when the module is not there, so callers can tell "nothing changed" by reference.
 */
export function updateModuleInList(list: readonly Module[], moduleId: string, update: (module: Module) => Module): readonly Module[] {
  for (const [index, module] of list.entries()) {
    if (!isModule(module)) continue;
    const next = module.id === moduleId ? update(module) : updateChildren(module, moduleId, update);
    if (next !== module) return list.with(index, next);
  }
  return list;
}

function updateChildren(module: Module, moduleId: string, update: (module: Module) => Module): Module {
  if (!Array.isArray(module.children)) return module;
  const children = updateModuleInList(module.children, moduleId, update);
  return children === module.children ? module : { ...module, children: [...children] };
}
