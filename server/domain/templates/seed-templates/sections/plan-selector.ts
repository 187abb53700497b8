import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';
import type { SeedTemplateOptions } from '../seed-template-options';

/** The plan choice of the first page, `<pageCode>-plans`, listing the promotion's plans; `title` only when given. */
export function planSelector(pageCode: string, options: SeedTemplateOptions, title?: string): Module {
  return catalogueModule(
    'planSelector',
    `${pageCode}-plans`,
    '选择方案',
    title === undefined ? { planIds: [...options.planIds] } : { title, planIds: [...options.planIds] },
  );
}
