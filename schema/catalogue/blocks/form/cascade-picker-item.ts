import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { CascadeOptionSchema } from './cascade-option-attrs';
import { OccupationCategoriesSchema } from './occupation-category-attrs';

export const cascadePickerItem = defineBlock({
  component: 'cascadePickerItem',
  title: '级联选择行',
  titleEn: 'Cascade picker row',
  description: '逐级选择并可返回上一级：省市区三列、职业（只可选产品允许的 1-7 类）或自定义选项树',
  descriptionEn: 'Pick level by level with a way back: province/city/district, occupation (only the classes 1-7 the product allows) or a custom option tree',
  category: 'form',
  icon: 'ApartmentOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    source: StringEnum(['region', 'occupation', 'custom'], {
      title: '数据来源',
      titleEn: 'Data source',
      description: 'region 地区字典，occupation 职业字典，custom 自定义选项',
      descriptionEn: 'region region dictionary; occupation occupation dictionary; custom custom options',
    }),
    columns: Type.Optional(Type.Integer({
      minimum: 1,
      maximum: 3,
      title: '级数',
      titleEn: 'Levels',
      description: '地区为 3 列',
      descriptionEn: '3 for regions',
    })),
    allowedOccupationCategories: Type.Optional(OccupationCategoriesSchema),
    options: Type.Optional(Type.Array(CascadeOptionSchema, {
      title: '自定义选项',
      titleEn: 'Custom options',
      description: '数据来源为 custom 时使用',
      descriptionEn: 'Used when the data source is custom',
    })),
    popupTitle: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
  }),
  defaultAttrs: { placeholder: '请选择省市区', source: 'region', columns: 3, popupTitle: '请选择所在地区' },
});
