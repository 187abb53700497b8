import type { Module } from '../../../schema/template/module';
import { formPath } from './form-path';
import { isModule, moduleList } from './module-list';

/** The form paths a subtree writes once placed under a parent whose path is `parentPath`. */
export function subtreeFormPaths(module: Module, parentPath: string | undefined): string[] {
  const own = formPath(parentPath, module.formKey);
  const inside = moduleList(module.children).filter(isModule).flatMap((child) => subtreeFormPaths(child, own));
  return own === undefined ? inside : [own, ...inside];
}
