import { Type, type Static } from '@sinclair/typebox';
import { FormKeySchema } from './form-key';

/**
 * One block placed on a page. `attrs` is checked against the catalogue entry of `component`
 * (see `catalogue/`); here it is any object so that this schema stays independent of the catalogue.
 */
export const ModuleSchema = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        id: Type.String({ minLength: 1, title: '模块 ID' }),
        component: Type.String({ minLength: 1, title: '组件名' }),
        label: Type.String({ title: '标题' }),
        formKey: Type.Optional(FormKeySchema),
        attrs: Type.Record(Type.String(), Type.Unknown(), { title: '属性' }),
        isDefault: Type.Boolean({ title: '是否展示', description: 'false 时运行时丢弃该模块' }),
        children: Type.Optional(Type.Array(Self, { title: '子模块' })),
      },
      { additionalProperties: false },
    ),
  { $id: 'Module', title: '模块' },
);

export type Module = Static<typeof ModuleSchema>;
