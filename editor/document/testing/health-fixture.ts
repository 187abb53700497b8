import { extractDataImages } from '../../../schema/assets/extract-data-images';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { healthTemplate } from '../../../server/domain/templates/seed-templates/health-template';

/**
 * The seeded medical template (four pages, forms with rows, a toolbar per page), the realistic input
 * for the document and diff tests, as the server stores it: the seed's drawn banner refers to its
 * asset by address. Test support only: the editor itself never imports the server.
 */
export function healthFixture(): TemplateConfig {
  const seeded = healthTemplate({
    goodsId: 'goods-health',
    goodsName: '百万医疗',
    planIds: ['plan-basic', 'plan-plus'],
    themeColor: '#ff6a00',
    companyName: '健康保',
    hotline: '400-820-1234',
  });
  return extractDataImages(seeded).value;
}
