import type { Module } from '../../../../schema/template/module';

/** The modules of a page with this component, children included, in page order. */
export function findModules(modules: readonly Module[], component: string): Module[] {
  return modules.flatMap((module) => [
    ...(module.component === component ? [module] : []),
    ...findModules(module.children ?? [], component),
  ]);
}
