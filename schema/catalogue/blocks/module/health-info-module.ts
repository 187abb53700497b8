import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { NoticeObjectTypeSchema } from './notice-object-type-attrs';

const NoticeButtonSchema = Type.Object(
  {
    text: Type.String({ title: '按钮文字', titleEn: 'Button text', minLength: 1 }),
    promptCondition: Type.Integer({
      minimum: 0,
      maximum: 5,
      title: '弹出核保提示的条件',
      titleEn: 'When the underwriting prompt pops up',
      description: '1 全部为是，2 全部为否，3 至少一个否，4 至少一个是，5 总是；0 从不（直接继续）',
      descriptionEn: '1 all yes; 2 all no; 3 at least one no; 4 at least one yes; 5 always; 0 never (continue directly)',
    }),
  },
  { additionalProperties: false, title: '告知按钮', titleEn: 'Notice buttons' },
);

export const healthInfoModule = defineBlock({
  component: 'healthInfoModule',
  title: '健康告知',
  titleEn: 'Health notice',
  description: '按告知类型与对象（投保人、被保人、营销员）展示 HTML 告知问题，未作答提示 请选择，不符合时弹出核保失败或智能核保',
  descriptionEn: 'Shows HTML notice questions by notice type and subject (policyholder, insured, agent); unanswered ones are pointed out, and a mismatch pops up refusal or smart underwriting',
  category: 'module',
  icon: 'MedicineBoxOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    noticeType: Type.String({
      title: '告知类型',
      titleEn: 'Notice type',
      description: '如 healthNotice',
      descriptionEn: 'e.g. healthNotice',
      minLength: 1,
    }),
    noticeObjectType: NoticeObjectTypeSchema,
    buttons: Type.Array(NoticeButtonSchema, { title: '底部按钮', titleEn: 'Bottom buttons', minItems: 1, maxItems: 2 }),
    agentDeclarationText: Type.Optional(
      Type.String({
        title: '营销员声明',
        titleEn: 'Agent declaration',
        description: '填写后须先勾选，否则提示 请勾选营销员声明',
        descriptionEn: 'When filled in, it must be ticked first, otherwise the buyer is asked to tick the agent declaration',
      }),
    ),
  }),
  defaultAttrs: {
    noticeType: 'healthNotice',
    noticeObjectType: 'insured',
    buttons: [
      { text: '部分为是', promptCondition: 5 },
      { text: '以上皆否', promptCondition: 0 },
    ],
  },
});
