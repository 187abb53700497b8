import { BLOCK_LIST } from '../schema/catalogue';
import type { Module } from '../schema/template/module';
import type { TemplateConfig } from '../schema/template/template-config';
import { CURRENT_SCHEMA_VERSION } from '../schema/template/schema-version';

/**
 * A valid template of `moduleCount` top-level modules spread over pages of 25, cycling through the
 * catalogue's leaf blocks with their default attrs: what a large real template looks like to a validator.
 */
export function bigTemplate(moduleCount: number): TemplateConfig {
  const leaves = BLOCK_LIST.filter((block) => block.children === 'none' && block.binds !== 'field');
  const modules: Module[] = Array.from({ length: moduleCount }, (_, index) => {
    const block = leaves[index % leaves.length]!;
    return {
      id: `m${index}`,
      component: block.component,
      label: `${block.title} ${index}`,
      attrs: structuredClone(block.defaultAttrs) as Record<string, unknown>,
      isDefault: true,
    };
  });
  const pageSize = 25;
  const pageList = Array.from({ length: Math.ceil(moduleCount / pageSize) }, (_, index) => ({
    id: `page${index + 1}`,
    pageOrder: index + 1,
    label: `第${index + 1}页`,
    moduleList: modules.slice(index * pageSize, (index + 1) * pageSize),
  }));
  return { schemaVersion: CURRENT_SCHEMA_VERSION, themeColor: '#1677ff', insuranceCategory: 'healthInsurance', pageList };
}
