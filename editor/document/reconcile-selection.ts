import type { TemplateConfig } from '../../schema/template/template-config';
import type { Selection } from './selection';
import { findModule } from './tree/find-module';

/**
 * The selection made valid for a template that changed under it (undo, redo, code view): a module
 * that moved to another page takes its page along, a module that is gone leaves its page selected,
 * a page that is gone gives way to the first page.
 */
export function reconcileSelection(template: TemplateConfig, selection: Selection): Selection {
  const location = selection.moduleId === null ? undefined : findModule(template, selection.moduleId);
  if (location) return location.pageId === selection.pageId ? selection : { pageId: location.pageId, moduleId: location.module.id };
  const pageId = template.pageList.some((page) => page.id === selection.pageId) ? selection.pageId : (template.pageList[0]?.id ?? '');
  return pageId === selection.pageId && selection.moduleId === null ? selection : { pageId, moduleId: null };
}
