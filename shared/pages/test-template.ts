import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';

/** Builders for small templates used by the page tests. */
export function moduleOf(id: string, component: string, extra: Partial<Module> = {}): Module {
  return { id, component, label: id, attrs: {}, isDefault: true, ...extra };
}

export function pageOf(id: string, pageOrder: number, moduleList: Module[], extra: Partial<Page> = {}): Page {
  return { id, pageOrder, label: `第${pageOrder}页`, moduleList, ...extra };
}

export function templateOf(pageList: Page[]): TemplateConfig {
  return { schemaVersion: 2, themeColor: '#1677ff', insuranceCategory: 'healthInsurance', pageList };
}
