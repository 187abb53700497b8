import { Type } from '@sinclair/typebox';
import { OCCUPATION_CATEGORIES, OccupationCategorySchema } from '../../../entities/occupation-node';

/** Occupation categories a product accepts (1类 to 7类); an empty or missing list accepts all. */
export const OccupationCategoriesSchema = Type.Array(
  OccupationCategorySchema({ title: '职业类别', titleEn: 'Occupation class' }),
  {
    title: '可选职业类别',
    titleEn: 'Occupation classes allowed',
    description: '只能选择这些类别的职业；三级职业还会由服务端校验类别限制',
    descriptionEn: 'Only occupations of these classes can be chosen; the server also checks the class of a level-3 occupation',
    maxItems: OCCUPATION_CATEGORIES.length,
  },
);
