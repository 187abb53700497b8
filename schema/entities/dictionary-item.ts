import { Type, type Static } from '@sinclair/typebox';

/** One entry of a flat dictionary (country, certiType, bank, ...), in the shape select rows use. */
export const DictionaryItemSchema = Type.Object(
  {
    value: Type.String({ title: '编码' }),
    label: Type.String({ title: '名称' }),
    isDefault: Type.Optional(Type.Boolean({ title: '是否默认' })),
    remark: Type.Optional(Type.String({ title: '备注' })),
  },
  { $id: 'DictionaryItem', title: '字典项' },
);

export type DictionaryItem = Static<typeof DictionaryItemSchema>;
