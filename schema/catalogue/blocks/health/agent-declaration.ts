import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const agentDeclaration = defineBlock({
  component: 'agentDeclaration',
  title: '营销员声明',
  titleEn: 'Agent declaration',
  description: '营销员声明勾选框，勾选后才能作答健康告知，未勾选时提示 请勾选营销员声明',
  descriptionEn: "The agent's declaration checkbox; the health notice can be answered only once it is ticked, otherwise the buyer is asked to tick it",
  category: 'health',
  icon: 'SolutionOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    text: Type.String({ title: '声明内容', titleEn: 'Declaration text' }),
    uncheckedMessage: Type.Optional(Type.String({ title: '未勾选提示', titleEn: 'Message when not ticked' })),
    defaultChecked: Type.Optional(Type.Boolean({ title: '默认勾选', titleEn: 'Ticked by default' })),
  }),
  defaultAttrs: {
    text: '本人作为营销员，已向投保人如实说明健康告知内容，并提示投保人如实告知。',
    uncheckedMessage: '请勾选营销员声明',
    defaultChecked: false,
  },
});
