import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';

const RadioListOptionSchema = Type.Object(
  {
    value: Type.String({ title: '值', titleEn: 'Value' }),
    label: Type.String({ title: '显示文字', titleEn: 'Label' }),
    isDefault: Type.Optional(Type.Boolean({ title: '默认选中', titleEn: 'Selected by default' })),
    addition: Type.Optional(Type.Boolean({
      title: '附加险',
      titleEn: 'Rider',
      description: '附加险产品在文字旁显示附加标记',
      descriptionEn: 'A rider shows the rider mark beside its text',
    })),
    remark: Type.Optional(Type.String({ title: '说明', titleEn: 'Note' })),
  },
  { additionalProperties: false, title: '选项', titleEn: 'Options' },
);

export const radioListItem = defineBlock({
  component: 'radioListItem',
  title: '单选列表行',
  titleEn: 'Radio list row',
  description: '纵向列表单选，附加险选项带 附加 标记',
  descriptionEn: 'Single choice in a vertical list; rider options carry the rider mark',
  category: 'form',
  icon: 'OrderedListOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    dataSource: Type.Array(RadioListOptionSchema, { title: '选项', titleEn: 'Options' }),
    additionText: Type.Optional(Type.String({ title: '附加标记文字', titleEn: 'Rider mark text' })),
  }),
  defaultAttrs: {
    dataSource: [
      { value: '1', label: '主险', isDefault: true },
      { value: '2', label: '附加险', addition: true },
    ],
    additionText: '附加',
  },
});
