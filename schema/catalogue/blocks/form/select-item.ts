import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { DataSourceSchema, fieldAttrs } from '../../common-attrs';
import { DictionaryTypeSchema } from './dictionary-type-attrs';
import { OptionLookupSchema } from './option-lookup-attrs';

export const selectItem = defineBlock({
  component: 'selectItem',
  title: '下拉选择行',
  titleEn: 'Select row',
  description: '弹出选择器选一项，选项来自配置的选项、数据字典（职业、地区、国家、证件类型、银行）或服务端选项（按编码、类型与投保人类型），必填时提示 请选择',
  descriptionEn: 'Picks one item in a popup picker, from configured options, a data dictionary (occupations, regions, countries, ID types, banks) or server options (by code, type and policyholder type); asks for a choice when required',
  category: 'form',
  icon: 'SelectOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    dataSource: Type.Optional(DataSourceSchema),
    dictType: Type.Optional(DictionaryTypeSchema),
    optionLookup: Type.Optional(OptionLookupSchema),
    popupTitle: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
  }),
  placeholders: ['/dataSource'],
  defaultAttrs: {
    placeholder: '请选择',
    dataSource: [
      { value: '1', label: '选项一', isDefault: true },
      { value: '2', label: '选项二' },
    ],
  },
});
