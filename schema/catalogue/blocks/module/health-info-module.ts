import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { NoticeObjectTypeSchema } from './notice-object-type-attrs';

const NoticeButtonSchema = Type.Object(
  {
    text: Type.String({ title: '按钮文字', minLength: 1 }),
    promptCondition: Type.Integer({
      minimum: 0,
      maximum: 5,
      title: '弹出核保提示的条件',
      description: '1 全部为是，2 全部为否，3 至少一个否，4 至少一个是，5 总是；0 从不（直接继续）',
    }),
  },
  { additionalProperties: false, title: '告知按钮' },
);

export const healthInfoModule = defineBlock({
  component: 'healthInfoModule',
  title: '健康告知',
  description: '按告知类型与对象（投保人、被保人、营销员）展示 HTML 告知问题，未作答提示 请选择，不符合时弹出核保失败或智能核保',
  category: 'module',
  icon: 'MedicineBoxOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    noticeType: Type.String({ title: '告知类型', description: '如 healthNotice', minLength: 1 }),
    noticeObjectType: NoticeObjectTypeSchema,
    buttons: Type.Array(NoticeButtonSchema, { title: '底部按钮', minItems: 1, maxItems: 2 }),
    agentDeclarationText: Type.Optional(
      Type.String({ title: '营销员声明', description: '填写后须先勾选，否则提示 请勾选营销员声明' }),
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
