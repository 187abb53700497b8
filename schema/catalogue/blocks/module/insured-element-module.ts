import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { repeatableAttrs } from '../../common-attrs';
import { trialFactorAttrs } from './trial-factor-attrs';

export const insuredElementModule = defineBlock({
  component: 'insuredElementModule',
  title: '被保人试算因子',
  description: '每位被保人的保费试算因子（trailElement[1]），可添加被保人至最多人数，删除前确认并同步删除对应表单值',
  category: 'module',
  icon: 'UsergroupAddOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[1]',
  children: { categories: ['form'] },
  attrs: Type.Object({
    ...trialFactorAttrs,
    ...repeatableAttrs,
    maxCount: Type.Integer({ minimum: 1, title: '最多被保人数', description: '方案设置了最多人数时以方案为准' }),
    minCount: Type.Optional(Type.Integer({ minimum: 1, title: '最少被保人数', description: '缺省为 1；方案设置了最少人数时以方案为准' })),
    deleteText: Type.Optional(Type.String({ title: '删除按钮文字' })),
    itemTitle: Type.Optional(Type.String({ title: '每位被保人标题', description: '{n} 替换为序号' })),
    clearCertNoOnBirthdayChange: Type.Optional(Type.Boolean({ title: '改生日清空证件号' })),
  }),
  defaultAttrs: {
    autoTrial: true,
    maxCount: 1,
    minCount: 1,
    addText: '添加被保人',
    deleteText: '删除',
    confirmDelete: true,
    itemTitle: '被保人{n}',
    clearCertNoOnBirthdayChange: true,
  },
});
