import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const customerService = defineBlock({
  component: 'customerService',
  title: '客服入口',
  description: '点击后查询能否预约咨询（按 thirdOrderNoType、thirdOrderNo、canalDefine），可预约时打开返回的客服地址，否则提示查询失败',
  category: 'marketing',
  icon: 'PhoneOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    entryText: Type.String({ minLength: 1, title: '入口文字' }),
    description: Type.Optional(Type.String({ title: '入口说明' })),
    thirdOrderNoType: Type.Optional(
      Type.String({ title: '第三方订单号类型', description: '缺省取页面地址中的 thirdOrderNoType' }),
    ),
    canalDefine: Type.Optional(Type.String({ title: '渠道标识', description: '缺省取页面地址中的 canalDefine' })),
    unavailableText: Type.Optional(Type.String({ title: '不可预约提示' })),
  }),
  defaultAttrs: { entryText: '联系客服', description: '专属顾问为您解答投保疑问', unavailableText: '预约查询失败' },
});
