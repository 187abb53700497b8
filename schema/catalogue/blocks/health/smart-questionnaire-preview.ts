import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const smartQuestionnairePreview = defineBlock({
  component: 'smartQuestionnairePreview',
  title: '智能问卷回顾',
  titleEn: 'Smart questionnaire review',
  description: '按投保人、被保人、营销员分标签回顾已作答的智能核保问卷',
  descriptionEn: 'Reviews the answered smart underwriting questionnaires in tabs for the policyholder, insured and agent',
  category: 'health',
  icon: 'RobotOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    showPolicyHolderTab: Type.Optional(Type.Boolean({ title: '显示投保人标签', titleEn: 'Show the policyholder tab' })),
    showInsuredTab: Type.Optional(Type.Boolean({ title: '显示被保人标签', titleEn: 'Show the insured tab' })),
    showAgentTab: Type.Optional(Type.Boolean({ title: '显示营销员标签', titleEn: 'Show the agent tab' })),
  }),
  defaultAttrs: {
    title: '问卷回顾',
    showPolicyHolderTab: true,
    showInsuredTab: true,
    showAgentTab: false,
  },
});
