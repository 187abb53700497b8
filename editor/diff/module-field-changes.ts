import type { Module } from '../../schema/template/module';
import type { DiffEntry, PageRef } from './diff-entry';
import { diffValues } from './diff-values';
import { moduleRef } from './module-ref';

/** What changed inside one module kept between versions: label, form key, visibility, each attribute. */
export function moduleFieldChanges(before: Module, after: Module, page: PageRef): DiffEntry[] {
  const module = moduleRef(after);
  const entries: DiffEntry[] = [];
  if (before.label !== after.label) entries.push({ kind: 'labelChanged', page, module, before: before.label, after: after.label });
  if ((before.formKey ?? '') !== (after.formKey ?? '')) {
    entries.push({ kind: 'formKeyChanged', page, module, ...(before.formKey ? { before: before.formKey } : {}), ...(after.formKey ? { after: after.formKey } : {}) });
  }
  if (before.isDefault !== after.isDefault) entries.push({ kind: 'visibilityChanged', page, module, before: before.isDefault, after: after.isDefault });
  for (const change of diffValues(before.attrs, after.attrs)) entries.push({ kind: 'attrChanged', page, module, ...change });
  return entries;
}
