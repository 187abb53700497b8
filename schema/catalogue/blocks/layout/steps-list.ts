import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const stepsList = defineBlock({
  component: 'stepsList',
  title: '步骤列表',
  description: '带序号的步骤列表，每步显示为 第n步：标题，让投保人了解投保流程',
  category: 'layout',
  icon: 'OrderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    steps: Type.Array(
      Type.Object(
        {
          title: Type.String({ title: '步骤标题' }),
          description: Type.Optional(Type.String({ title: '步骤说明' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, title: '步骤' },
    ),
    currentStep: Type.Optional(Type.Integer({ minimum: 1, title: '当前步骤序号', description: '从 1 开始，高亮该步' })),
  }),
  defaultAttrs: {
    title: '投保流程',
    steps: [{ title: '填写投保信息' }, { title: '健康告知' }, { title: '确认并支付' }],
  },
});
