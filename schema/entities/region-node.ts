import { Type, type Static } from '@sinclair/typebox';

/** A node of the three-level region tree (province, city, district). */
export const RegionNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      code: Type.String({ minLength: 1, title: '地区编码' }),
      name: Type.String({ title: '地区名称' }),
      children: Type.Optional(Type.Array(Self, { title: '下级地区' })),
    }),
  { $id: 'RegionNode', title: '地区' },
);

export type RegionNode = Static<typeof RegionNodeSchema>;
