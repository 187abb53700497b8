import type { Module } from '../../schema/template/module';

/**
 * The modules a buyer sees: those flagged `isDefault: false` are dropped, at every depth.
 * Returns new arrays and module objects; the template itself is left untouched.
 */
export function dropHiddenModules(modules: readonly Module[]): Module[] {
  return modules
    .filter((module) => module.isDefault !== false)
    .map((module) => (module.children === undefined ? module : { ...module, children: dropHiddenModules(module.children) }));
}
