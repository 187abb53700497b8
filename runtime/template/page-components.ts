import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';

/** The component names a page renders, its modules' children included, each once. */
export function walkPageComponents(page: Pick<Page, 'moduleList'>): Set<string> {
  const names = new Set<string>();
  const visit = (modules: readonly Module[] | undefined) => {
    for (const module of modules ?? []) {
      names.add(module.component);
      visit(module.children);
    }
  };
  visit(page.moduleList);
  return names;
}
