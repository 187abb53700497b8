import { Type } from '@sinclair/typebox';
import { defineEditorRoute } from './define-editor-route';
import { EditorReply } from './editor-envelope';
import { TEMPLATE_READERS } from './editor-roles';
import { RecordVerdictBodySchema, VerdictSchema } from './editor-verdict';
import { PreviewLinkBodySchema, PreviewLinkSchema } from './editor-preview-link';
import { TemplatePromotionSchema } from './editor-promotion';
import {
  CreateTemplateBodySchema,
  DuplicateTemplateBodySchema,
  PublishTemplateBodySchema,
  RollbackTemplateBodySchema,
  SaveDraftBodySchema,
  TemplateParamsSchema,
  TemplateVersionParamsSchema,
} from './editor-requests';
import { GateFactsBodySchema, GateFactsSchema } from './editor-gate-facts';
import { EditorTemplateListItemSchema, EditorTemplateSchema } from './editor-template';
import { PublishResultSchema, TemplateVersionSchema, TemplateVersionSummarySchema } from './editor-version';

/** The template routes of the editor API (本项目约定): templates of the session's tenant, their drafts, versions, verdicts and promotions. */
export const TEMPLATE_ROUTES = {
  listTemplates: defineEditorRoute({
    method: 'GET',
    path: '/templates',
    summary: '列出本租户的模板及其状态（仅草稿 / 已发布第 n 版 / 草稿有未发布修改）与投放它的推广，最近修改的在前',
    access: TEMPLATE_READERS,
    params: undefined,
    body: undefined,
    response: EditorReply(Type.Array(EditorTemplateListItemSchema)),
  }),
  createTemplate: defineEditorRoute({
    method: 'POST',
    path: '/templates',
    summary: '新建模板：空白模板，或以本租户某模板的已发布版本为底稿',
    access: ['operator'],
    params: undefined,
    body: CreateTemplateBodySchema,
    response: EditorReply(EditorTemplateSchema),
  }),
  getTemplate: defineEditorRoute({
    method: 'GET',
    path: '/templates/:templateId',
    summary: '打开模板：草稿、草稿修订号与最新发布版本号',
    access: TEMPLATE_READERS,
    params: TemplateParamsSchema,
    body: undefined,
    response: EditorReply(EditorTemplateSchema),
  }),
  duplicateTemplate: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/duplicate',
    summary: '复制模板的当前草稿为新模板（不复制版本历史与推广）',
    access: ['operator'],
    params: TemplateParamsSchema,
    body: DuplicateTemplateBodySchema,
    response: EditorReply(EditorTemplateSchema),
  }),
  saveDraft: defineEditorRoute({
    method: 'PUT',
    path: '/templates/:templateId/draft',
    summary: '保存草稿（乐观并发：带回编辑时的 revision，草稿已被他人更新时返回 409）',
    access: ['operator'],
    params: TemplateParamsSchema,
    body: SaveDraftBodySchema,
    response: EditorReply(EditorTemplateSchema),
  }),
  publishTemplate: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/publish',
    summary:
      '发布草稿：升级到当前模板格式，按模板格式与发布检查规则校验；有错误、或有未在 acknowledgedWarnings 中确认的警告时返回 422 与问题列表（规则 ID、严重程度、JSON Pointer）且不做任何修改；通过时生成新版本号',
    access: ['publisher'],
    params: TemplateParamsSchema,
    body: PublishTemplateBodySchema,
    response: EditorReply(PublishResultSchema),
  }),
  getGateFacts: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/gate-facts',
    summary: '发布检查所依据的服务端事实：模板关联商品（是否存在、险种、在售方案、利益演示表）、投放它的推广、所给图片地址是否在素材库中；编辑器据此在本地运行与发布时相同的检查',
    access: TEMPLATE_READERS,
    params: TemplateParamsSchema,
    body: GateFactsBodySchema,
    response: EditorReply(GateFactsSchema),
  }),
  listVersions: defineEditorRoute({
    method: 'GET',
    path: '/templates/:templateId/versions',
    summary: '列出模板的已发布版本，新版本在前',
    access: TEMPLATE_READERS,
    params: TemplateParamsSchema,
    body: undefined,
    response: EditorReply(Type.Array(TemplateVersionSummarySchema)),
  }),
  getVersion: defineEditorRoute({
    method: 'GET',
    path: '/templates/:templateId/versions/:version',
    summary: '查看某个已发布版本的内容',
    access: TEMPLATE_READERS,
    params: TemplateVersionParamsSchema,
    body: undefined,
    response: EditorReply(TemplateVersionSchema),
  }),
  rollbackTemplate: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/versions/:version/rollback',
    summary: '回滚：以该版本内容覆盖草稿并发布为新版本（历史版本不被改写）',
    access: ['publisher'],
    params: TemplateVersionParamsSchema,
    body: RollbackTemplateBodySchema,
    response: EditorReply(PublishResultSchema),
  }),
  listTemplatePromotions: defineEditorRoute({
    method: 'GET',
    path: '/templates/:templateId/promotions',
    summary: '列出使用该模板的推广（推广 ID、商品与方案）',
    access: TEMPLATE_READERS,
    params: TemplateParamsSchema,
    body: undefined,
    response: EditorReply(Type.Array(TemplatePromotionSchema)),
  }),
  createPreviewLink: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/preview-link',
    summary: '生成 QA 预览令牌：24 小时内凭令牌在模拟模式下打开模板已保存的草稿（queryDraftTemplateConfig）',
    access: ['operator', 'publisher', 'qa'],
    params: TemplateParamsSchema,
    body: PreviewLinkBodySchema,
    response: EditorReply(PreviewLinkSchema),
  }),
  listVerdicts: defineEditorRoute({
    method: 'GET',
    path: '/templates/:templateId/verdicts',
    summary: '列出模板草稿的 QA 验收结论，新的在前',
    access: TEMPLATE_READERS,
    params: TemplateParamsSchema,
    body: undefined,
    response: EditorReply(Type.Array(VerdictSchema)),
  }),
  recordVerdict: defineEditorRoute({
    method: 'POST',
    path: '/templates/:templateId/verdicts',
    summary: 'QA 对预览过的草稿修订记录验收结论（通过 / 不通过）与说明；草稿已被更新时返回 409',
    access: ['qa'],
    params: TemplateParamsSchema,
    body: RecordVerdictBodySchema,
    response: EditorReply(VerdictSchema),
  }),
} as const;
