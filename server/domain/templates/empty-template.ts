import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../schema/template/template-config';

/** The theme colour a new template starts with (the template format's default). */
const DEFAULT_THEME_COLOR = '#1677ff';

/** A new blank template: one empty page titled with the template's name, valid as it stands. */
export function emptyTemplate(name: string, insuranceCategory: TemplateConfig['insuranceCategory']): TemplateConfig {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: DEFAULT_THEME_COLOR,
    insuranceCategory,
    pageList: [{ id: 'page-1', pageOrder: 1, pageCode: 'page1', label: name, moduleList: [] }],
  };
}
