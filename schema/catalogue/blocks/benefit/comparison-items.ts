import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';

/** Comparison attribute codes of a benefit table (spec section 3, comparisonChartAttr). */
export const COMPARISON_ITEM_CODES = ['TOTAL_BENEFIT_D_PREMIUM', 'TOTAL_PREMIUM', 'TOTAL_BENEFIT'] as const;

/** A list of comparison items to show, in order. */
export const ComparisonItemsSchema = Type.Array(
  StringEnum(COMPARISON_ITEM_CODES, {
    title: '对比项',
    titleEn: 'Comparison items',
    description: 'TOTAL_BENEFIT_D_PREMIUM 累计利益/保费倍数；TOTAL_PREMIUM 累计保费；TOTAL_BENEFIT 累计利益',
    descriptionEn: 'TOTAL_BENEFIT_D_PREMIUM total benefits as a multiple of premiums; TOTAL_PREMIUM total premiums; TOTAL_BENEFIT total benefits',
  }),
  { minItems: 1, title: '对比项', titleEn: 'Comparison items' },
);
