import { Type, type IntegerOptions, type Static } from '@sinclair/typebox';
import { OCCUPATION_CATEGORIES } from './limits';
export { OCCUPATION_CATEGORIES } from './limits';

export const OCCUPATION_CATEGORY_MIN = Math.min(...OCCUPATION_CATEGORIES);
export const OCCUPATION_CATEGORY_MAX = Math.max(...OCCUPATION_CATEGORIES);

/**
 * An occupation category, OCCUPATION_CATEGORY_MIN to OCCUPATION_CATEGORY_MAX. Options replace the
 * default title and description.
 */
export function OccupationCategorySchema(
  options: IntegerOptions = { title: '职业类别', description: `${OCCUPATION_CATEGORY_MIN} 至 ${OCCUPATION_CATEGORY_MAX} 类` },
) {
  return Type.Integer({ minimum: OCCUPATION_CATEGORY_MIN, maximum: OCCUPATION_CATEGORY_MAX, ...options });
}

/** A node of the occupation tree; third-level occupations carry their category (shown as 1类 to 7类). */
export const OccupationNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      code: Type.String({ minLength: 1, title: '职业编码' }),
      name: Type.String({ title: '职业名称' }),
      occupationCategory: Type.Optional(OccupationCategorySchema()),
      children: Type.Optional(Type.Array(Self, { title: '下级职业' })),
    }),
  { $id: 'OccupationNode', title: '职业' },
);

export type OccupationNode = Static<typeof OccupationNodeSchema>;
