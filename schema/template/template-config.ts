import { Type, type Static } from '@sinclair/typebox';
import { InsuranceCategorySchema } from './insurance-category';
import { PageSchema } from './page';
import { StringEnum } from '../string-enum';

export const HOLDER_TYPES = ['1', '2'] as const;

export const TemplateConfigSchema = Type.Object(
  {
    schemaVersion: Type.Integer({ minimum: 1, title: '模板格式版本', titleEn: 'Template format version' }),
    themeColor: Type.String({
      title: '主题色',
      titleEn: 'Theme colour',
      pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
      default: '#1677ff',
    }),
    insuranceCategory: InsuranceCategorySchema,
    goodsId: Type.Optional(Type.String({ title: '商品 ID', titleEn: 'Goods ID' })),
    goodsName: Type.Optional(Type.String({ title: '商品名称', titleEn: 'Goods name' })),
    channelId: Type.Optional(Type.String({ title: '渠道 ID', titleEn: 'Channel ID' })),
    channelGoodsId: Type.Optional(Type.String({ title: '渠道商品 ID', titleEn: 'Channel goods ID' })),
    partnerPurchaseUserMarker: Type.Optional(
      Type.String({
        minLength: 1,
        title: '合作渠道标记',
        titleEn: 'Partner channel marker',
        description: 'purchaseUserId 含此标记的订单来自合作渠道，不显示勾选了“合作渠道订单隐藏”的说明弹层',
        descriptionEn: 'Orders whose purchaseUserId contains this marker come from a partner channel and do not show explanation popups marked hidden for partner orders',
      }),
    ),
    salesRecording: Type.Optional(
      Type.Boolean({
        title: '投保过程录制（可回溯）',
        titleEn: 'Sales-process recording',
        default: true,
        description: '正式投保链接上录制买家看到和确认的内容，供合规回放；不填即开启，关闭时写 false。编辑器预览和 QA 链接从不录制',
        descriptionEn: 'Records what the buyer saw and confirmed on live promotion links, for compliance to replay; on unless set to false. The editor preview and QA links never record',
      }),
    ),
    fields: Type.Optional(
      Type.Object(
        {
          holderType: Type.Optional(StringEnum(HOLDER_TYPES, {
            title: '投保人类型',
            titleEn: 'Policyholder type',
            description: '1 个人，2 企业',
            descriptionEn: '1 individual; 2 company',
          })),
        },
        { title: '模板字段', titleEn: 'Template fields' },
      ),
    ),
    pageList: Type.Array(Type.Ref(PageSchema), { title: '页面列表', titleEn: 'Pages' }),
  },
  { $id: 'TemplateConfig', title: '模板配置', titleEn: 'Template configuration' },
);

export type TemplateConfig = Static<typeof TemplateConfigSchema>;
