import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { DataSourceSchema, fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const radioSelectItem = defineBlock({
  component: 'radioSelectItem',
  title: '单选行',
  titleEn: 'Radio row',
  description: '在行内平铺选项单选（如性别、有无社保），默认选中标记为默认的选项',
  descriptionEn: 'Single choice with options side by side in the row (e.g. gender, social insurance); the option marked default starts selected',
  category: 'form',
  icon: 'CheckCircleOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    dataSource: DataSourceSchema,
    direction: Type.Optional(StringEnum(['horizontal', 'vertical'], { title: '排列方向', titleEn: 'Direction' })),
  }),
  defaultAttrs: {
    required: true,
    dataSource: [
      { value: 'Y', label: '是' },
      { value: 'N', label: '否', isDefault: true },
    ],
    direction: 'horizontal',
  },
});
