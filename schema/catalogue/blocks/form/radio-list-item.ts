import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';

const RadioListOptionSchema = Type.Object(
  {
    value: Type.String({ title: '值' }),
    label: Type.String({ title: '显示文字' }),
    isDefault: Type.Optional(Type.Boolean({ title: '默认选中' })),
    addition: Type.Optional(Type.Boolean({ title: '附加险', description: '附加险产品在文字旁显示附加标记' })),
    remark: Type.Optional(Type.String({ title: '说明' })),
  },
  { additionalProperties: false, title: '选项' },
);

export const radioListItem = defineBlock({
  component: 'radioListItem',
  title: '单选列表行',
  description: '纵向列表单选，附加险选项带 附加 标记',
  category: 'form',
  icon: 'OrderedListOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    dataSource: Type.Array(RadioListOptionSchema, { title: '选项' }),
    additionText: Type.Optional(Type.String({ title: '附加标记文字' })),
  }),
  defaultAttrs: {
    dataSource: [
      { value: '1', label: '主险', isDefault: true },
      { value: '2', label: '附加险', addition: true },
    ],
    additionText: '附加',
  },
});
