import { Type } from '@sinclair/typebox';
import { NoticeSchema } from '../entities/notice';
import { NoticeObjectTypeSchema } from '../entities/notice-object-type';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryNoticeQuestion = defineCall({
  name: 'queryNoticeQuestion',
  method: 'POST',
  path: '/v1/insure/queryNoticeQuestion',
  summary: '查询告知详情（含智能核保说明 smartQuestionContent）；1 秒内相同请求合并',
  body: Type.Object(
    {
      noticeType: Type.String({ minLength: 1, title: '告知类型', description: '如 healthNotice' }),
      planId: Type.String({ minLength: 1, title: '方案 ID' }),
      promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
      noticeObjectType: NoticeObjectTypeSchema(),
    },
    { title: '告知详情查询请求' },
  ),
  response: ResultEnvelope(Type.Ref(NoticeSchema)),
  client: { dedupe: true },
});

export const queryHealthNotice = defineCall({
  name: 'queryHealthNotice',
  method: 'POST',
  path: '/v1/insure/queryHealthNotice',
  summary: '本项目约定路径：按方案与告知对象（默认被保人）查询健康告知；失败时提示“系统异常，请稍后重试”或“网络错误”',
  body: Type.Object(
    {
      planId: Type.String({ minLength: 1, title: '方案 ID' }),
      noticeObjectType: Type.Optional(NoticeObjectTypeSchema({ default: 'insured' })),
      promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
    },
    { title: '健康告知查询请求' },
  ),
  response: ResultEnvelope(Type.Ref(NoticeSchema)),
  client: { dedupe: true },
});
