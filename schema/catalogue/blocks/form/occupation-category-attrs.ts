import { Type } from '@sinclair/typebox';
import { FORM_LIMITS } from './form-limits';

/** Occupation categories a product accepts (1类 to 7类); an empty or missing list accepts all. */
export const OccupationCategoriesSchema = Type.Array(
  Type.Integer({ minimum: FORM_LIMITS.occupationCategoryMin, maximum: FORM_LIMITS.occupationCategoryMax, title: '职业类别' }),
  { title: '可选职业类别', description: '只能选择这些类别的职业；三级职业还会由服务端校验类别限制', maxItems: 7 },
);
