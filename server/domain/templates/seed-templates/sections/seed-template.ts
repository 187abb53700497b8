import type { Page } from '../../../../../schema/template/page';
import { CURRENT_SCHEMA_VERSION } from '../../../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../../../schema/template/template-config';
import type { SeedTemplateOptions } from '../seed-template-options';

/** The template envelope every seeded product shares: schema version, branding, goods and the holder type (a person unless told). */
export function seedTemplate(
  options: SeedTemplateOptions,
  insuranceCategory: TemplateConfig['insuranceCategory'],
  pageList: Page[],
  holderType: NonNullable<TemplateConfig['fields']>['holderType'] = '1',
): TemplateConfig {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: options.themeColor,
    insuranceCategory,
    goodsId: options.goodsId,
    goodsName: options.goodsName,
    fields: { holderType },
    pageList,
  };
}
