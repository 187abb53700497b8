import { Type, type Static } from '@sinclair/typebox';
import { NoticeDetailSchema } from './notice-detail';
import { NoticeObjectTypeSchema } from './notice-object-type';

const NoticeParamSchema = Type.Object(
  {
    paramName: Type.String({ minLength: 1, title: '占位符名称' }),
    paramType: Type.Integer({
      minimum: 1,
      maximum: 3,
      title: '占位符类型',
      description: '1 固定值，2 引用表单字段，3 链接',
    }),
    paramValue: Type.String({ title: '占位符取值', description: '类型 2 为表单字段路径，类型 3 为链接地址' }),
  },
  { title: '占位符' },
);

/** A notice (insurance notice, health notice, agent declaration) as configured for a plan. */
export const NoticeSchema = Type.Object(
  {
    header: Type.Optional(Type.String({ title: '标题' })),
    noticeType: Type.String({ minLength: 1, title: '告知类型', description: '如 healthNotice 健康告知' }),
    noticeObjectType: Type.Optional(NoticeObjectTypeSchema()),
    content: Type.Optional(Type.String({ title: '正文', description: 'HTML，可含 paramList 中的占位符' })),
    paramList: Type.Optional(Type.Array(NoticeParamSchema, { title: '占位符列表' })),
    noticeDetailList: Type.Optional(Type.Array(Type.Ref(NoticeDetailSchema), { title: '告知问题' })),
    noticeQuestion: Type.Optional(Type.String({ title: '告知问题正文', description: 'HTML' })),
    smartQuestionContent: Type.Optional(Type.String({ title: '智能核保说明', description: 'HTML' })),
    isSupportSmartUnderwriting: Type.Optional(Type.Boolean({ title: '是否支持智能核保' })),
    xdQuestionCode: Type.Optional(Type.String({ title: '智能核保问题编码' })),
  },
  { $id: 'Notice', title: '告知' },
);

export type Notice = Static<typeof NoticeSchema>;
export type NoticeParam = Static<typeof NoticeParamSchema>;
