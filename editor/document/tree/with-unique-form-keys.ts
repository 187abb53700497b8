import type { Module } from '../../../schema/template/module';
import { formPath } from './form-path';
import { numberedFormKey } from './numbered-form-key';
import { isModule, moduleList } from './module-list';

/**
 * The subtree with each form key renumbered where its path is already in `taken` (which it then
 * extends), top-down so that a renamed parent already separates its children. Used for copies: the
 * operator wants "another one like this" and renames it, rather than a refusal.
 */
export function withUniqueFormKeys(module: Module, parentPath: string | undefined, taken: Set<string>): Module {
  let formKey = module.formKey;
  let path = formPath(parentPath, formKey);
  for (let n = 2; path !== undefined && taken.has(path) && formKey !== undefined; n += 1) {
    formKey = numberedFormKey(module.formKey ?? '', n);
    path = formPath(parentPath, formKey);
  }
  if (path !== undefined) taken.add(path);
  return {
    ...module,
    ...(formKey === undefined ? {} : { formKey }),
    ...(module.children ? { children: moduleList(module.children).filter(isModule).map((child) => withUniqueFormKeys(child, path, taken)) } : {}),
  };
}
