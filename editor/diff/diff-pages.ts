import type { TemplateConfig } from '../../schema/template/template-config';
import type { DiffEntry } from './diff-entry';

/** Pages added, removed, moved (their pageOrder, which buyer links use, changed), renamed or recoded. */
export function diffPages(before: TemplateConfig, after: TemplateConfig): DiffEntry[] {
  const old = new Map(before.pageList.map((page) => [page.id, page]));
  const kept = new Set(after.pageList.map((page) => page.id));
  const entries: DiffEntry[] = [];
  for (const page of after.pageList) {
    const ref = { id: page.id, label: page.label };
    const previous = old.get(page.id);
    if (!previous) {
      entries.push({ kind: 'pageAdded', page: ref });
      continue;
    }
    if (previous.label !== page.label) entries.push({ kind: 'pageRenamed', page: ref, before: previous.label, after: page.label });
    if (previous.pageOrder !== page.pageOrder) entries.push({ kind: 'pageMoved', page: ref, before: previous.pageOrder, after: page.pageOrder });
    if ((previous.pageCode ?? '') !== (page.pageCode ?? '')) {
      entries.push({ kind: 'pageCodeChanged', page: ref, ...(previous.pageCode ? { before: previous.pageCode } : {}), ...(page.pageCode ? { after: page.pageCode } : {}) });
    }
  }
  for (const page of before.pageList) {
    if (!kept.has(page.id)) entries.push({ kind: 'pageRemoved', page: { id: page.id, label: page.label } });
  }
  return entries;
}
