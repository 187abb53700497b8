import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const benefitAgeSlider = defineBlock({
  component: 'benefitAgeSlider',
  title: '年龄滑块利益表',
  titleEn: 'Benefits by age slider',
  description: '拖动年龄滑块，查看被保人到达该年龄时的各项利益',
  descriptionEn: 'Drag the age slider to see each benefit when the insured reaches that age',
  category: 'benefit',
  icon: 'SlidersOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    minAge: Type.Integer({
      minimum: 0,
      maximum: 120,
      title: '最小年龄',
      titleEn: 'Minimum age',
      description: '低于被保人当前年龄时从当前年龄起',
      descriptionEn: "Below the insured's current age, the slider starts at the current age",
    }),
    maxAge: Type.Integer({ minimum: 0, maximum: 120, title: '最大年龄', titleEn: 'Maximum age' }),
    step: Type.Integer({ minimum: 1, maximum: 10, title: '步长（岁）', titleEn: 'Step (years)' }),
    ageUnit: Type.Optional(Type.String({ title: '年龄单位文字', titleEn: 'Age unit text' })),
  }),
  defaultAttrs: { title: '利益速览', minAge: 0, maxAge: 105, step: 1, ageUnit: '岁' },
});
