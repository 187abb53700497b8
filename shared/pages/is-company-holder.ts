import type { TemplateConfig } from '../../schema/template/template-config';

/** The holderType of a personal policyholder; any other value means a company (spec section 3). */
const PERSON_HOLDER_TYPE = '1';

/** Whether the template's policyholder is a company: `fields.holderType` other than 1 (absent means a person). */
export function isCompanyHolder(template: Pick<TemplateConfig, 'fields'>): boolean {
  const holderType = template.fields?.holderType;
  return holderType !== undefined && holderType !== PERSON_HOLDER_TYPE;
}
