import type { TemplateConfig } from '../../../schema/template/template-config';

export interface AddPageArgs {
  readonly label: string;
  /** The id to give the page (so the caller can select it); a fresh one when absent or taken. */
  readonly id?: string;
}

function firstFree(taken: ReadonlySet<unknown>, make: (n: number) => string, from: number): string {
  let n = from;
  while (taken.has(make(n))) n += 1;
  return make(n);
}

/**
 * Appends an empty page after the last one, with the next pageOrder and an id and pageCode no other
 * page uses (`page-4` / `page4`, the numbering of a new template's first page).
 */
export function addPage(template: TemplateConfig, { label, id }: AddPageArgs): TemplateConfig {
  const pageOrder = Math.max(0, ...template.pageList.map((page) => page.pageOrder)) + 1;
  const ids = new Set(template.pageList.map((page) => page.id));
  const codes = new Set(template.pageList.map((page) => page.pageCode));
  const pageId = id !== undefined && id !== '' && !ids.has(id) ? id : firstFree(ids, (n) => `page-${n}`, pageOrder);
  const pageCode = firstFree(codes, (n) => `page${n}`, pageOrder);
  return { ...template, pageList: [...template.pageList, { id: pageId, pageOrder, pageCode, label, moduleList: [] }] };
}
