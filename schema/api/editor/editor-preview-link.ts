import { Type, type Static } from '@sinclair/typebox';

/**
 * Asks for a QA preview link of the template's saved draft (本项目约定). `promotionId`, when given,
 * must be a promotion of this template: the preview then prices and shows that promotion's goods.
 */
export const PreviewLinkBodySchema = Type.Object(
  { promotionId: Type.Optional(Type.String({ minLength: 1, title: '推广 ID', description: '使用该模板的推广；预览按其商品与方案试算' })) },
  { title: '生成预览链接', additionalProperties: false },
);

/** A signed token that lets the buyer app load the draft (queryDraftTemplateConfig) until it expires. */
export const PreviewLinkSchema = Type.Object(
  {
    previewToken: Type.String({ title: '预览令牌', description: '放入买家页地址的 previewToken 参数（mode=simulate）' }),
    expiresAt: Type.String({ format: 'date-time', title: '过期时间' }),
  },
  { title: '预览链接' },
);

export type PreviewLink = Static<typeof PreviewLinkSchema>;
