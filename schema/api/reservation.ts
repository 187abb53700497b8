import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { DataEnvelope } from './envelope';

export const queryReservationConsultation = defineCall({
  name: 'queryReservationConsultation',
  method: 'POST',
  path: '/commander/app/onlineBook/queryReservationConsultation',
  summary: '客服入口查询能否预约咨询；支持时跳转返回的 url，否则提示“预约查询失败”',
  body: Type.Object(
    {
      thirdOrderNoType: Type.Optional(Type.String({ title: '第三方订单号类型' })),
      thirdOrderNo: Type.Optional(Type.String({ title: '第三方订单号' })),
      tenantId: Type.String({ minLength: 1, title: '租户' }),
      canalDefine: Type.Optional(Type.String({ title: '渠道定义' })),
    },
    { title: '预约咨询查询请求' },
  ),
  response: DataEnvelope(
    Type.Object(
      {
        canSupportAppointment: Type.Boolean({ title: '是否可预约' }),
        url: Type.Optional(Type.String({ title: '预约页地址' })),
      },
      { title: '预约咨询结果' },
    ),
  ),
});
