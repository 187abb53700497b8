import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const customerService = defineBlock({
  component: 'customerService',
  title: '客服入口',
  titleEn: 'Customer service entry',
  description: '点击后查询能否预约咨询（按 thirdOrderNoType、thirdOrderNo、canalDefine），可预约时打开返回的客服地址，否则提示查询失败',
  descriptionEn: 'On tap, asks whether a consultation can be booked (by thirdOrderNoType, thirdOrderNo, canalDefine) and opens the returned service address if so, otherwise reports the failure',
  category: 'marketing',
  icon: 'PhoneOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    entryText: Type.String({ minLength: 1, title: '入口文字', titleEn: 'Entry text' }),
    description: Type.Optional(Type.String({ title: '入口说明', titleEn: 'Entry description' })),
    thirdOrderNoType: Type.Optional(
      Type.String({
        title: '第三方订单号类型',
        titleEn: 'Third-party order number type',
        description: '缺省取页面地址中的 thirdOrderNoType',
        descriptionEn: 'thirdOrderNoType from the page address when empty',
      }),
    ),
    canalDefine: Type.Optional(Type.String({
      title: '渠道标识',
      titleEn: 'Channel identifier',
      description: '缺省取页面地址中的 canalDefine',
      descriptionEn: 'canalDefine from the page address when empty',
    })),
    unavailableText: Type.Optional(Type.String({ title: '不可预约提示', titleEn: 'Message when booking is unavailable' })),
  }),
  defaultAttrs: { entryText: '联系客服', description: '专属顾问为您解答投保疑问', unavailableText: '预约查询失败' },
});
