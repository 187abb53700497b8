import { Type, type Static } from '@sinclair/typebox';

/** A promotion (推广) that delivers a template to buyers: its link id, goods and plans. */
export const TemplatePromotionSchema = Type.Object(
  {
    promotionId: Type.String({ title: '推广 ID', description: '投保链接中的 promotionId' }),
    name: Type.String({ title: '推广名称' }),
    goodsId: Type.String({ title: '商品 ID' }),
    goodsName: Type.String({ title: '商品名称' }),
    planIds: Type.Array(Type.String(), { title: '方案 ID 列表' }),
  },
  { title: '推广' },
);

export type TemplatePromotion = Static<typeof TemplatePromotionSchema>;
