import type { InsuranceCategory } from '../../schema/template/insurance-category';
import type { LocalizedText } from '../../schema/validate/problem';

/** The product lines as gate messages name them. */
export const CATEGORY_NAMES: Readonly<Record<InsuranceCategory, LocalizedText>> = {
  healthInsurance: { 'zh-CN': '健康险', 'en-US': 'health insurance' },
  lifeInsurance: { 'zh-CN': '寿险', 'en-US': 'life insurance' },
  propertyInsurance: { 'zh-CN': '财产险', 'en-US': 'property insurance' },
};
