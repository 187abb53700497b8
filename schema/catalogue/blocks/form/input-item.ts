import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const inputItem = defineBlock({
  component: 'inputItem',
  title: '文本输入行',
  titleEn: 'Text input row',
  description: '单行文本输入，必填时提示 请输入，按校验规则（手机号、证件号、姓名、邮箱等）校验去除首尾空格后的值',
  descriptionEn: 'Single-line text input; asks for input when required and checks the trimmed value against its rules (mobile, ID number, name, email, ...)',
  category: 'form',
  icon: 'EditOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, title: '最大长度', titleEn: 'Maximum length' })),
    minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, title: '最小长度', titleEn: 'Minimum length' })),
    inputMode: Type.Optional(
      StringEnum(['text', 'numeric', 'tel', 'email', 'decimal'], {
        title: '键盘类型',
        titleEn: 'Keyboard type',
        description: '手机号、验证码用 numeric / tel 调起数字键盘',
        descriptionEn: 'Use numeric / tel for mobile numbers and codes to bring up the number pad',
      }),
    ),
    clearable: Type.Optional(Type.Boolean({ title: '可一键清空', titleEn: 'Clear button' })),
  }),
  defaultAttrs: { placeholder: '请输入', required: false, maxLength: 50, inputMode: 'text' },
});
