import { Type } from '@sinclair/typebox';
import { TemplateConfigSchema } from '../template/template-config';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

/**
 * The QA preview of an unpublished draft (本项目约定): the buyer app in simulate mode calls this instead
 * of queryGoodsTemplateConfig when its address carries `previewToken`, a token the editor obtained from
 * `POST /api/editor/templates/:templateId/preview-link`.
 */
export const queryDraftTemplateConfig = defineCall({
  name: 'queryDraftTemplateConfig',
  method: 'POST',
  path: '/v1/insure/queryDraftTemplateConfig',
  summary: '本项目约定：凭编辑器签发的预览令牌查询模板的当前草稿（仅模拟模式使用）；令牌无效或过期、草稿校验未通过时返回失败及提示',
  body: Type.Object(
    { previewToken: Type.String({ minLength: 1, maxLength: 1000, title: '预览令牌' }) },
    { title: '草稿预览请求' },
  ),
  response: ResultEnvelope(Type.Ref(TemplateConfigSchema)),
  // One template for the whole visit: every page of the flow is built from what the buyer first got.
  client: { cacheInMemory: true },
});
