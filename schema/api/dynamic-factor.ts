import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryDynamicFactor = defineCall({
  name: 'queryDynamicFactor',
  method: 'POST',
  path: '/v1/insure/queryDynamicFactor',
  summary: '本项目约定路径：某个投保因子变化后查询联动因子（如保障期间决定可选缴费期间）',
  body: Type.Object(
    {
      goodsId: Type.String({ minLength: 1, title: '商品 ID' }),
      planId: Type.String({ minLength: 1, title: '方案 ID' }),
      productId: Type.Optional(Type.String({ title: '产品 ID' })),
      factorCode: Type.String({ minLength: 1, title: '变化的因子编码' }),
      factorValue: Type.String({ title: '变化后的取值' }),
      dynamicFactorMap: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { title: '当前全部动态因子' })),
    },
    { title: '因子联动请求' },
  ),
  response: ResultEnvelope(
    Type.Object(
      {
        dynamicFactorResultJson: Type.String({
          title: '联动结果',
          description: 'JSON 字符串：以因子编码为键，值为该因子的可选值列表与默认值',
        }),
      },
      { title: '因子联动结果' },
    ),
  ),
});
