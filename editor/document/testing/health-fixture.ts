import type { TemplateConfig } from '../../../schema/template/template-config';
import { healthTemplate } from '../../../server/domain/templates/seed-templates/health-template';

/**
 * The seeded medical template (four pages, forms with rows, a toolbar per page), the realistic input
 * for the document and diff tests. Test support only: the editor itself never imports the server.
 */
export function healthFixture(): TemplateConfig {
  return healthTemplate({
    goodsId: 'goods-health',
    goodsName: '百万医疗',
    planIds: ['plan-basic', 'plan-plus'],
    themeColor: '#ff6a00',
    companyName: '健康保',
    hotline: '400-820-1234',
  });
}
