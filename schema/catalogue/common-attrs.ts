import { Type } from '@sinclair/typebox';
import { RuleSpecSchema } from '../template/rule-spec';

/** One option of a select, radio or picker row (spec: dataSource of {value, label, isDefault}). */
export const DataSourceItemSchema = Type.Object(
  {
    value: Type.String({ title: '值' }),
    label: Type.String({ title: '显示文字' }),
    isDefault: Type.Optional(Type.Boolean({ title: '默认选中' })),
  },
  { additionalProperties: false },
);

export const DataSourceSchema = Type.Array(DataSourceItemSchema, { title: '选项' });

/** Attrs every form row shares (spec: name, label, remark content, placeholder, value, required). */
export const fieldAttrs = {
  placeholder: Type.Optional(Type.String({ title: '占位提示' })),
  required: Type.Optional(Type.Boolean({ title: '必填' })),
  requiredMessage: Type.Optional(Type.String({ title: '必填提示', description: '缺省为 必填 / 请选择+标题' })),
  remark: Type.Optional(Type.String({ title: '说明弹层内容' })),
  defaultValue: Type.Optional(Type.String({ title: '默认值' })),
  disabled: Type.Optional(Type.Boolean({ title: '禁用' })),
  hidden: Type.Optional(Type.Boolean({ title: '隐藏' })),
  validateImmediately: Type.Optional(Type.Boolean({ title: '输入即校验' })),
  rules: Type.Optional(Type.Array(RuleSpecSchema, { title: '校验规则' })),
};

/** Attrs every repeatable block shares (spec: add up to maxCount, delete with confirmation). */
export const repeatableAttrs = {
  maxCount: Type.Integer({ minimum: 1, title: '最多份数' }),
  minCount: Type.Optional(Type.Integer({ minimum: 0, title: '最少份数' })),
  addText: Type.Optional(Type.String({ title: '添加按钮文字' })),
  confirmDelete: Type.Boolean({ title: '删除前确认', description: '操作确认 / 确认删除?' }),
};

/** A link or image address; http is upgraded to https by the runtime. */
export const UrlSchema = Type.String({ title: '地址', pattern: '^(https?:)?//|^/|^data:image/' });
