import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { CascadeOptionSchema } from './cascade-option-attrs';
import { OccupationCategoriesSchema } from './occupation-category-attrs';

export const cascadePickerItem = defineBlock({
  component: 'cascadePickerItem',
  title: '级联选择行',
  description: '逐级选择并可返回上一级：省市区三列、职业（只可选产品允许的 1-7 类）或自定义选项树',
  category: 'form',
  icon: 'ApartmentOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    source: StringEnum(['region', 'occupation', 'custom'], {
      title: '数据来源',
      description: 'region 地区字典，occupation 职业字典，custom 自定义选项',
    }),
    columns: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '级数', description: '地区为 3 列' })),
    allowedOccupationCategories: Type.Optional(OccupationCategoriesSchema),
    options: Type.Optional(Type.Array(CascadeOptionSchema, { title: '自定义选项', description: '数据来源为 custom 时使用' })),
    popupTitle: Type.Optional(Type.String({ title: '弹层标题' })),
  }),
  defaultAttrs: { placeholder: '请选择省市区', source: 'region', columns: 3, popupTitle: '请选择所在地区' },
});
