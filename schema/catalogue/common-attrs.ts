import { Type } from '@sinclair/typebox';
import { RuleSpecSchema } from '../template/rule-spec';

/** One option of a select, radio or picker row (spec: dataSource of {value, label, isDefault}). */
export const DataSourceItemSchema = Type.Object(
  {
    value: Type.String({ title: '值', titleEn: 'Value' }),
    label: Type.String({ title: '显示文字', titleEn: 'Label' }),
    isDefault: Type.Optional(Type.Boolean({ title: '默认选中', titleEn: 'Selected by default' })),
  },
  { additionalProperties: false },
);

export const DataSourceSchema = Type.Array(DataSourceItemSchema, { title: '选项', titleEn: 'Options' });

/** Attrs every form row shares (spec: name, label, remark content, placeholder, value, required). */
export const fieldAttrs = {
  placeholder: Type.Optional(Type.String({ title: '占位提示', titleEn: 'Placeholder' })),
  required: Type.Optional(Type.Boolean({ title: '必填', titleEn: 'Required' })),
  requiredMessage: Type.Optional(Type.String({
    title: '必填提示',
    titleEn: 'Required message',
    description: '缺省为 必填 / 请选择+标题',
    descriptionEn: 'When empty, a required notice or a choose prompt with the title',
  })),
  remark: Type.Optional(Type.String({ title: '说明弹层内容', titleEn: 'Explanation popup content' })),
  defaultValue: Type.Optional(Type.String({ title: '默认值', titleEn: 'Default value' })),
  disabled: Type.Optional(Type.Boolean({ title: '禁用', titleEn: 'Disabled' })),
  hidden: Type.Optional(Type.Boolean({ title: '隐藏', titleEn: 'Hidden' })),
  validateImmediately: Type.Optional(Type.Boolean({ title: '输入即校验', titleEn: 'Check while typing' })),
  rules: Type.Optional(Type.Array(RuleSpecSchema, { title: '校验规则', titleEn: 'Validation rules' })),
};

/** Attrs every repeatable block shares (spec: add up to maxCount, delete with confirmation). */
export const repeatableAttrs = {
  maxCount: Type.Integer({ minimum: 1, title: '最多份数', titleEn: 'Maximum units' }),
  minCount: Type.Optional(Type.Integer({ minimum: 0, title: '最少份数', titleEn: 'Minimum units' })),
  addText: Type.Optional(Type.String({ title: '添加按钮文字', titleEn: 'Add button text' })),
  confirmDelete: Type.Boolean({
    title: '删除前确认',
    titleEn: 'Confirm before removing',
    description: '操作确认 / 确认删除?',
    descriptionEn: 'Asks for confirmation before removing',
  }),
};

/**
 * A link address; http is upgraded to https by the runtime. Since format version 3 no inline
 * `data:` URL: images live in the asset library (see ImageUrlSchema).
 */
export const UrlSchema = Type.String({ title: '地址', titleEn: 'Address', pattern: '^(https?:)?//|^/' });

/**
 * An image address: an asset of the tenant's library (`/media/<sha256>.<ext>`), a file of this site, or
 * an HTTPS image host. `contentMediaType` marks the field as an image, so the editor offers the asset
 * library and a thumbnail for it (an annotation the validator ignores).
 */
export const ImageUrlSchema = Type.String({ title: '图片地址', titleEn: 'Image address', pattern: '^(https?:)?//|^/', contentMediaType: 'image/*' });
