import { catalogueModule } from '../server/domain/templates/seed-templates/catalogue-module';
import type { TemplateConfig } from '../schema/template/template-config';

/** Modules on the measured page, as the issue sets the scene. */
export const PREVIEW_PAGE_MODULES = 30;

/** A one-page template of `PREVIEW_PAGE_MODULES` FAQ blocks, each showing its title: the edited one is the first. */
export function previewLatencyTemplate(): TemplateConfig {
  return {
    schemaVersion: 2,
    themeColor: '#ff6a00',
    insuranceCategory: 'healthInsurance',
    goodsName: '预览延迟测试',
    pageList: [
      {
        id: 'page-1',
        pageOrder: 1,
        pageCode: 'bench',
        label: '预览延迟',
        moduleList: Array.from({ length: PREVIEW_PAGE_MODULES }, (_, index) =>
          catalogueModule('faqAccordion', `faq-${index + 1}`, `常见问题${index + 1}`, {
            title: `常见问题${index + 1}`,
            items: [{ question: `问题${index + 1}`, answer: `回答${index + 1}` }],
          }),
        ),
      },
    ],
  } as TemplateConfig;
}
