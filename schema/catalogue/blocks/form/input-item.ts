import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const inputItem = defineBlock({
  component: 'inputItem',
  title: '文本输入行',
  description: '单行文本输入，必填时提示 请输入',
  category: 'form',
  icon: 'EditOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    maxLength: Type.Optional(Type.Integer({ minimum: 1, title: '最大长度' })),
    inputMode: Type.Optional(StringEnum(['text', 'numeric', 'tel', 'email', 'decimal'], { title: '键盘类型' })),
  }),
  defaultAttrs: { placeholder: '请输入', required: false },
});
