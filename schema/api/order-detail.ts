import { Type } from '@sinclair/typebox';
import { OrderSchema } from '../entities/order';
import { OrderDetailSchema } from '../entities/order-detail';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { OrderLookup } from './order-lookup';

export const queryOrderDetail = defineCall({
  name: 'queryOrderDetail',
  method: 'POST',
  path: '/v1/insure/queryOrderDetail',
  summary: '按当前订单参数查询订单，用于回填表单、试算与健康告知数据；1 秒内相同请求合并',
  body: OrderLookup(
    {
      needAllInsured: Type.Boolean({ title: '返回全部被保人', default: true }),
      planId: Type.Optional(Type.String({ title: '方案 ID' })),
      goodsId: Type.Optional(Type.String({ title: '商品 ID' })),
      promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
      thirdOrderNo: Type.Optional(Type.String({ title: '第三方订单号' })),
      thirdOrderNoType: Type.Optional(Type.String({ title: '第三方订单号类型' })),
      purchaseUserId: Type.Optional(Type.String({ title: '购买用户 ID' })),
      certNo: Type.Optional(Type.String({ title: '证件号码' })),
      channelCode: Type.Optional(Type.String({ title: '渠道编码' })),
      canalDefine: Type.Optional(Type.String({ title: '渠道定义' })),
    },
    '订单查询请求',
  ),
  response: ResultEnvelope(Type.Ref(OrderSchema)),
  client: { dedupe: true },
});

export const queryOrderByOrderNoForShow = defineCall({
  name: 'queryOrderByOrderNoForShow',
  method: 'POST',
  path: '/order/face/queryOrderByOrderNoForShow',
  summary: '按订单号查询订单详情（保障期间、缴费频率、首年保费、缴费期间、保额、发票类型及各方信息），用于详情与确认页',
  body: OrderLookup({}, '订单详情查询请求'),
  response: ResultEnvelope(Type.Ref(OrderDetailSchema)),
  client: { dedupe: true },
});
