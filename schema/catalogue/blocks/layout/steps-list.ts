import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const stepsList = defineBlock({
  component: 'stepsList',
  title: '步骤列表',
  titleEn: 'Steps list',
  description: '带序号的步骤列表，每步显示为 第n步：标题，让投保人了解投保流程',
  descriptionEn: 'A numbered list of steps, each shown as step n and its title, so the buyer knows the purchase flow',
  category: 'layout',
  icon: 'OrderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    steps: Type.Array(
      Type.Object(
        {
          title: Type.String({ title: '步骤标题', titleEn: 'Step title' }),
          description: Type.Optional(Type.String({ title: '步骤说明', titleEn: 'Step description' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, title: '步骤', titleEn: 'Steps' },
    ),
    currentStep: Type.Optional(Type.Integer({
      minimum: 1,
      title: '当前步骤序号',
      titleEn: 'Current step number',
      description: '从 1 开始，高亮该步',
      descriptionEn: 'Starts at 1; highlights that step',
    })),
  }),
  defaultAttrs: {
    title: '投保流程',
    steps: [{ title: '填写投保信息' }, { title: '健康告知' }, { title: '确认并支付' }],
  },
});
