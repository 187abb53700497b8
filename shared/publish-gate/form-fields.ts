import type { TemplateConfig } from '../../schema/template/template-config';
import type { ModuleVisit } from '../../schema/template/walk-modules';
import { visibleModules } from './visible-modules';

/** The shown modules directly inside a form module, by the visit `visibleModules` yielded for it. */
export function shownChildren(template: TemplateConfig, form: ModuleVisit): ModuleVisit[] {
  return [...visibleModules(template)].filter((visit) => visit.parent?.path === form.path);
}

/** The form keys of the fields shown directly inside a form module. */
export function shownFieldKeys(template: TemplateConfig, form: ModuleVisit): Set<string> {
  return new Set(shownChildren(template, form).flatMap((visit) => (typeof visit.module.formKey === 'string' ? [visit.module.formKey] : [])));
}
