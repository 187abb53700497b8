import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const benefitAgeSlider = defineBlock({
  component: 'benefitAgeSlider',
  title: '年龄滑块利益表',
  description: '拖动年龄滑块，查看被保人到达该年龄时的各项利益',
  category: 'benefit',
  icon: 'SlidersOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    minAge: Type.Integer({ minimum: 0, maximum: 120, title: '最小年龄', description: '低于被保人当前年龄时从当前年龄起' }),
    maxAge: Type.Integer({ minimum: 0, maximum: 120, title: '最大年龄' }),
    step: Type.Integer({ minimum: 1, maximum: 10, title: '步长（岁）' }),
    ageUnit: Type.Optional(Type.String({ title: '年龄单位文字' })),
  }),
  defaultAttrs: { title: '利益速览', minAge: 0, maxAge: 105, step: 1, ageUnit: '岁' },
});
