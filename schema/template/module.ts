import { Type, type Static } from '@sinclair/typebox';
import { ConditionField } from './condition-logic';
import { FormKeySchema } from './form-key';

/**
 * One block placed on a page. `attrs` is checked against the catalogue entry of `component`
 * (see `catalogue/`); here it is any object so that this schema stays independent of the catalogue.
 */
export const ModuleSchema = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        id: Type.String({ minLength: 1, title: '模块 ID', titleEn: 'Module ID' }),
        component: Type.String({ minLength: 1, title: '组件名', titleEn: 'Component name' }),
        label: Type.String({ title: '标题', titleEn: 'Title' }),
        formKey: Type.Optional(FormKeySchema),
        attrs: Type.Record(Type.String(), Type.Unknown(), { title: '属性', titleEn: 'Attributes' }),
        isDefault: Type.Boolean({
          title: '是否展示',
          titleEn: 'Shown',
          description: 'false 时运行时丢弃该模块',
          descriptionEn: 'When false, the runtime drops the module',
        }),
        visibleOn: Type.Optional(
          ConditionField({
            title: '显示条件',
            titleEn: 'Shown when',
            description: 'JSON Logic 条件：为假时不展示、不校验、不提交该模块（见「模块条件」）',
            descriptionEn: 'A JSON Logic condition: while false the module is not shown, validated or submitted (see "Module conditions")',
          }),
        ),
        requiredOn: Type.Optional(
          ConditionField({
            title: '必填条件',
            titleEn: 'Required when',
            description: 'JSON Logic 条件：为真时该表单项必填（仅表单项）',
            descriptionEn: 'A JSON Logic condition: while true the form field is required (form fields only)',
          }),
        ),
        disabledOn: Type.Optional(
          ConditionField({
            title: '禁用条件',
            titleEn: 'Disabled when',
            description: 'JSON Logic 条件：为真时该表单项不可编辑（仅表单项）',
            descriptionEn: 'A JSON Logic condition: while true the form field cannot be edited (form fields only)',
          }),
        ),
        children: Type.Optional(Type.Array(Self, { title: '子模块', titleEn: 'Child modules' })),
      },
      { additionalProperties: false },
    ),
  { $id: 'Module', title: '模块', titleEn: 'Module' },
);

export type Module = Static<typeof ModuleSchema>;
