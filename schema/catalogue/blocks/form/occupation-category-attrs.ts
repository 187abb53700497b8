import { Type } from '@sinclair/typebox';
import { OCCUPATION_CATEGORIES, OccupationCategorySchema } from '../../../entities/occupation-node';

/** Occupation categories a product accepts (1类 to 7类); an empty or missing list accepts all. */
export const OccupationCategoriesSchema = Type.Array(
  OccupationCategorySchema({ title: '职业类别' }),
  { title: '可选职业类别', description: '只能选择这些类别的职业；三级职业还会由服务端校验类别限制', maxItems: OCCUPATION_CATEGORIES.length },
);
