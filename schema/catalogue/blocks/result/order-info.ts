import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { OrderInfoRowsSchema } from './order-info-rows';

export const orderInfo = defineBlock({
  component: 'orderInfo',
  title: '订单信息',
  titleEn: 'Order information',
  description: '列出订单号、产品名称、保费、保障期间、投保人与被保人姓名，可选展示哪些行',
  descriptionEn: 'Lists the order number, product name, premium, cover period and the names of the policyholder and insured, each row optional',
  category: 'result',
  icon: 'ProfileOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    rows: OrderInfoRowsSchema,
  }),
  defaultAttrs: {
    title: '订单信息',
    rows: ['orderNo', 'goodsName', 'premium', 'insurancePeriod', 'holderName', 'insuredNames'],
  },
});
