import { Type } from '@sinclair/typebox';
import { TemplateConfigSchema } from '../template/template-config';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

function promotionIdBody(title: string) {
  return Type.Object({ promotionId: Type.String({ minLength: 1, title: '推广 ID' }) }, { title });
}

export const queryGoodsTemplateConfig = defineCall({
  name: 'queryGoodsTemplateConfig',
  method: 'POST',
  path: '/v1/insure/queryGoodsTemplateConfig',
  summary: '按推广 ID 查询商品模板配置（promotionId 同时放在地址参数与请求体中）；结果为空时提示“未查找到模板数据”',
  query: promotionIdBody('地址参数'),
  body: promotionIdBody('模板查询请求'),
  response: ResultEnvelope(Type.Ref(TemplateConfigSchema)),
  // One template for the whole visit: every page of the flow is built from what the buyer first got.
  client: { cacheInMemory: true },
});
