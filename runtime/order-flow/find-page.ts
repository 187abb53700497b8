import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules } from '../../schema/template/walk-modules';
import { writesFormKey } from './person-confirm-rows';

/** The pageOrder of the page carrying this page code, if any. */
export function pageOrderByCode(template: TemplateConfig, pageCode: string): number | undefined {
  return template.pageList.find((page) => page.pageCode === pageCode)?.pageOrder;
}

/** The pageOrder of the page holding the form that writes `formKey` (where 修改 takes the buyer). */
export function pageOrderByFormKey(template: TemplateConfig, formKey: string): number | undefined {
  for (const { module, pageIndex } of walkModules(template)) {
    if (writesFormKey(module.formKey, formKey) && (module.children?.length ?? 0) > 0) return template.pageList[pageIndex]?.pageOrder;
  }
  return undefined;
}

/** The first module of a component in the template (the invoice block whose options a confirmation reuses). */
export function findModuleByComponent(template: TemplateConfig, component: string): Module | undefined {
  for (const { module } of walkModules(template)) if (module.component === component) return module;
  return undefined;
}
