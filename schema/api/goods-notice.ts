import { Type } from '@sinclair/typebox';
import { NoticeSchema } from '../entities/notice';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

function goodsPlanBody(title: string) {
  return Type.Object(
    {
      goodsId: Type.String({ minLength: 1, title: '商品 ID' }),
      planId: Type.String({ minLength: 1, title: '方案 ID' }),
    },
    { title },
  );
}

export const queryUnderwritingQuestionInfo = defineCall({
  name: 'queryUnderwritingQuestionInfo',
  method: 'POST',
  path: '/latestGoods/queryUnderwritingQuestionInfo',
  summary: '查询方案的核保告知问题，含 noticeDetailList、是否支持智能核保及问题编码',
  body: goodsPlanBody('核保告知查询请求'),
  response: ValueEnvelope(Type.Ref(NoticeSchema)),
});

export const queryInsureNoticeList = defineCall({
  name: 'queryInsureNoticeList',
  method: 'POST',
  path: '/latestGoods/queryInsureNoticeList',
  summary: '查询方案的投保须知等告知列表',
  body: goodsPlanBody('投保须知查询请求'),
  response: ValueEnvelope(Type.Array(Type.Ref(NoticeSchema), { title: '告知列表' })),
});
