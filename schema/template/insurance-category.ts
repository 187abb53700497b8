import { StringEnum } from '../string-enum';

export const INSURANCE_CATEGORIES = ['lifeInsurance', 'healthInsurance', 'propertyInsurance'] as const;

/** Which product line a template sells; life and health share page-1 rules (QR hint, no trial). */
export const InsuranceCategorySchema = StringEnum(INSURANCE_CATEGORIES, {
  title: '险种类别',
  titleEn: 'Insurance category',
  description: 'lifeInsurance 寿险, healthInsurance 健康险, propertyInsurance 财产险',
  descriptionEn: 'lifeInsurance life insurance; healthInsurance health insurance; propertyInsurance property insurance',
});

export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];
