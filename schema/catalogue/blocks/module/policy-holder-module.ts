import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const policyHolderModule = defineBlock({
  component: 'policyHolderModule',
  title: '投保人信息',
  description: '投保人表单（policyHolder）：姓名、证件、性别、生日、手机、邮箱、职业、地区、地址、证件有效期',
  category: 'module',
  icon: 'UserOutlined',
  binds: 'policyHolder',
  defaultFormKey: 'policyHolder',
  children: { categories: ['form'] },
  attrs: Type.Object({
    customerType: Type.Optional(StringEnum(['person', 'company'], { title: '投保人类型' })),
    allowedOccupationCategories: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { title: '可选职业类别' }),
    ),
    showAgentNotice: Type.Optional(Type.Boolean({ title: '展示营销员告知' })),
  }),
  defaultAttrs: { customerType: 'person' },
});
