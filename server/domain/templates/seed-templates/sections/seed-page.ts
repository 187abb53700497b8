import type { Module } from '../../../../../schema/template/module';
import type { Page } from '../../../../../schema/template/page';

/** A page of a seeded flow; its id is always `page-<pageCode>`. */
export function seedPage(pageCode: string, pageOrder: number, label: string, moduleList: Module[]): Page {
  return { id: `page-${pageCode}`, pageOrder, pageCode, label, moduleList };
}
