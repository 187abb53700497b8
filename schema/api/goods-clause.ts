import { Type, type Static } from '@sinclair/typebox';
import { ClauseSchema } from '../entities/clause';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

function goodsPlanFields() {
  return {
    goodsId: Type.String({ minLength: 1, title: '商品 ID' }),
    planId: Type.String({ minLength: 1, title: '方案 ID' }),
  };
}

/** A special agreement (特别约定) that applies to the chosen products and liabilities. */
export const SpecialAgreementSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, title: '约定编码' }),
    title: Type.String({ title: '标题' }),
    content: Type.String({ title: '内容', description: 'HTML' }),
    productCode: Type.Optional(Type.String({ title: '适用产品编码' })),
  },
  { title: '特别约定' },
);

export type SpecialAgreement = Static<typeof SpecialAgreementSchema>;

export const queryClauseInfo = defineCall({
  name: 'queryClauseInfo',
  method: 'POST',
  path: '/latestGoods/queryClauseInfo',
  summary: '查询方案条款；多条时打开条款列表，一条时直接打开，无数据时显示“暂无数据”',
  body: Type.Object(goodsPlanFields(), { title: '条款查询请求' }),
  response: ValueEnvelope(Type.Array(Type.Ref(ClauseSchema), { title: '条款列表' })),
  // Spec section 8: a failed clause fetch only ends the loading state, without a toast.
  client: { muteErrors: true },
});

export const querySpecialAgreementList = defineCall({
  name: 'querySpecialAgreementList',
  method: 'POST',
  path: '/latestGoods/querySpecialAgreementList',
  summary: '按所选产品与责任查询特别约定（返回结构为本项目约定）',
  body: Type.Object(
    {
      ...goodsPlanFields(),
      planConfigPackageList: Type.Array(
        Type.Object({
          productPackageCode: Type.String({ minLength: 1, title: '产品包编码' }),
          productPackageId: Type.String({ minLength: 1, title: '产品包 ID' }),
          productList: Type.Array(
            Type.Object({
              productCode: Type.String({ minLength: 1, title: '产品编码' }),
              productId: Type.String({ minLength: 1, title: '产品 ID' }),
              liabilityCodeList: Type.Array(Type.String({ minLength: 1 }), { title: '责任编码列表' }),
            }),
            { title: '产品列表' },
          ),
        }),
        { title: '所选产品包' },
      ),
    },
    { title: '特别约定查询请求' },
  ),
  response: ValueEnvelope(Type.Array(SpecialAgreementSchema, { title: '特别约定列表' })),
});
