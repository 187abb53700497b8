import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryAttrs = defineCall({
  name: 'queryAttrs',
  method: 'POST',
  path: '/order/channel/front/queryAttrs',
  summary: '本项目约定：查询渠道前端属性（渠道状态 offSale 时底部按钮置灰为“暂停投保”）；结果在内存中缓存',
  body: Type.Object(
    {
      channelCode: Type.Optional(Type.String({ minLength: 1, title: '渠道编码' })),
      promotionId: Type.Optional(Type.String({ minLength: 1, title: '推广 ID' })),
    },
    { title: '渠道属性查询请求', anyOf: [{ type: 'object', required: ['channelCode'] }, { type: 'object', required: ['promotionId'] }] },
  ),
  response: ResultEnvelope(
    Type.Object(
      {
        channelCode: Type.String({ title: '渠道编码' }),
        channelName: Type.Optional(Type.String({ title: '渠道名称' })),
        channelCodeStatus: Type.Optional(Type.String({ title: '渠道状态', description: 'onSale 在售，offSale 暂停投保' })),
        affiliationName: Type.Optional(Type.String({ title: '归属机构名称' })),
        attrs: Type.Record(Type.String(), Type.String(), { title: '渠道属性' }),
      },
      { title: '渠道属性' },
    ),
  ),
  client: { cacheInMemory: true },
});
