import { Type, type Static } from '@sinclair/typebox';
import { InsuranceCategorySchema } from '../../template/insurance-category';

/** The product a template links to (`goodsId`), as the server holds it. */
export const GateProductSchema = Type.Object(
  {
    goodsId: Type.String({ title: '商品 ID' }),
    goodsName: Type.String({ title: '商品名称' }),
    insuranceCategory: InsuranceCategorySchema,
    planIds: Type.Array(Type.String(), { title: '方案 ID 列表', description: '商品在售的方案，按展示顺序' }),
    hasBenefitTable: Type.Boolean({ title: '有利益演示表', description: '任一方案的产品配置了利益演示列' }),
  },
  { title: '商品', additionalProperties: false },
);

export type GateProduct = Static<typeof GateProductSchema>;

/** A promotion that serves the template to buyers, with the goods it sells. */
export const GatePromotionSchema = Type.Object(
  { promotionId: Type.String({ title: '推广 ID' }), goodsId: Type.String({ title: '商品 ID' }) },
  { title: '推广', additionalProperties: false },
);

/**
 * What the server knows that a template cannot say about itself, gathered for the publish gate: the
 * product behind `goodsId` (null when the server has no such goods), the promotions that serve the
 * template, and which of its image references exist. The editor asks for the same facts the server's
 * publish check reads, so both ends judge a template on the same facts with the same function.
 */
export const GateFactsSchema = Type.Object(
  {
    goodsId: Type.Union([Type.String(), Type.Null()], { title: '查询的商品 ID', description: '模板未关联商品时为 null' }),
    product: Type.Union([GateProductSchema, Type.Null()], { title: '商品', description: '服务端没有该商品（或未关联）时为 null' }),
    promotions: Type.Array(GatePromotionSchema, { title: '投放该模板的推广' }),
    images: Type.Record(Type.String(), Type.Boolean(), {
      title: '图片引用是否存在',
      description: '键为模板中的图片地址；未列出的地址（外部链接）不作判断',
    }),
  },
  { title: '发布检查事实', additionalProperties: false },
);

export type GateFacts = Static<typeof GateFactsSchema>;

/** What the editor asks the facts for: the template's goods and the image references it holds now. */
export const GateFactsBodySchema = Type.Object(
  {
    goodsId: Type.Optional(Type.String({ maxLength: 64, title: '商品 ID' })),
    imageRefs: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 500, title: '图片地址', description: '不含 data: 地址（由校验器自行解码）' }),
  },
  { title: '发布检查事实查询', additionalProperties: false },
);

/** A warning the publisher acknowledged in the publish dialog: its rule and where it was found. */
export const AcknowledgedWarningSchema = Type.Object(
  { rule: Type.String({ maxLength: 100, title: '规则 ID' }), path: Type.String({ maxLength: 1000, title: 'JSON Pointer' }) },
  { title: '已确认的警告', additionalProperties: false },
);

export type AcknowledgedWarning = Static<typeof AcknowledgedWarningSchema>;
