import { Type } from '@sinclair/typebox';
import { InsureResultSchema } from '../entities/insure-result';
import { PolicySchema } from '../entities/policy';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { OrderLookup } from './order-lookup';

export const queryInsureResult = defineCall({
  name: 'queryInsureResult',
  method: 'POST',
  path: '/v1/insure/queryInsureResult',
  summary: '本项目约定路径：按订单参数查询投保结果；状态缺省或 processing 时结果页每 5 秒轮询并显示“订单处理中...”',
  body: OrderLookup(
    {
      thirdOrderNo: Type.Optional(Type.String({ title: '第三方订单号' })),
      thirdOrderNoType: Type.Optional(Type.String({ title: '第三方订单号类型' })),
    },
    '投保结果查询请求',
  ),
  response: ResultEnvelope(Type.Ref(InsureResultSchema)),
});

export const queryPolicyResult = defineCall({
  name: 'queryPolicyResult',
  method: 'POST',
  path: '/order/queryPolicyResult',
  summary: '本项目约定：按订单号查询承保结果与保单列表（与 queryInsureResult 同一结构）',
  body: OrderLookup({}, '承保结果查询请求'),
  response: ResultEnvelope(Type.Ref(InsureResultSchema)),
});

export const queryPolicyDetail = defineCall({
  name: 'queryPolicyDetail',
  method: 'POST',
  path: '/v1/insure/queryPolicyDetail',
  summary: '本项目约定：按订单号查询该订单下的保单详情',
  body: OrderLookup({}, '保单详情查询请求'),
  response: ResultEnvelope(
    Type.Object(
      {
        orderNo: Type.String({ minLength: 1, title: '订单号' }),
        policyList: Type.Array(Type.Ref(PolicySchema), { title: '保单列表' }),
      },
      { title: '保单详情' },
    ),
  ),
});
