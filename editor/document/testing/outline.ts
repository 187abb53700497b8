import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';

function lines(list: readonly Module[], depth: number): string[] {
  return list.flatMap((module) => [`${'  '.repeat(depth)}${module.id}`, ...lines(module.children ?? [], depth + 1)]);
}

/** A page's module ids as an indented outline, so tests can assert a whole tree at once. */
export function outline(template: TemplateConfig, pageId: string): string[] {
  return lines(template.pageList.find((page) => page.id === pageId)?.moduleList ?? [], 0);
}

/** The ids of a page's top-level modules or of one module's children. */
export function childIds(template: TemplateConfig, pageId: string, parentId: string | null = null): string[] {
  const page = template.pageList.find((candidate) => candidate.id === pageId);
  if (!page) return [];
  if (parentId === null) return page.moduleList.map((module) => module.id);
  const find = (list: readonly Module[]): Module | undefined =>
    list.map((module) => (module.id === parentId ? module : find(module.children ?? []))).find(Boolean);
  return (find(page.moduleList)?.children ?? []).map((module) => module.id);
}
