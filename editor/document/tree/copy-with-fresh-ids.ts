import type { Module } from '../../../schema/template/module';
import { claimModuleId } from './claim-module-id';
import { isModule, moduleList } from './module-list';

/**
 * A deep copy of a module subtree in which the module (`rootId` when free) and every descendant get
 * an id not in `taken`.
 */
export function copyWithFreshIds(module: Module, taken: Set<string>, rootId?: string): Module {
  return {
    ...structuredClone(module),
    id: claimModuleId(module.component, taken, rootId),
    ...(module.children ? { children: moduleList(module.children).filter(isModule).map((child) => copyWithFreshIds(child, taken)) } : {}),
  };
}
