import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { OrderInfoRowsSchema } from './order-info-rows';

export const insureResult = defineBlock({
  component: 'insureResult',
  title: '投保结果',
  titleEn: 'Purchase result',
  description: '按订单状态展示成功或失败文案及订单信息，可提供电子保单下载；处理中每 5 秒查询一次并显示 订单处理中...',
  descriptionEn: "Shows success or failure texts and the order by the order's status, optionally with the e-policy download; while processing it asks every 5 seconds and shows a processing notice",
  category: 'result',
  icon: 'CheckCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    successTitle: Type.String({ title: '成功标题', titleEn: 'Success title' }),
    successText: Type.Optional(Type.String({ title: '成功说明', titleEn: 'Success description' })),
    failTitle: Type.String({ title: '失败标题', titleEn: 'Failure title' }),
    failText: Type.Optional(Type.String({ title: '失败说明', titleEn: 'Failure description' })),
    processingText: Type.Optional(Type.String({ title: '处理中文字', titleEn: 'Processing text' })),
    showOrderInfo: Type.Boolean({ title: '展示订单信息', titleEn: 'Show the order information' }),
    orderInfoRows: Type.Optional(OrderInfoRowsSchema),
    showPolicyDownload: Type.Boolean({ title: '展示电子保单下载', titleEn: 'Show the e-policy download' }),
    downloadText: Type.Optional(Type.String({ title: '下载按钮文字', titleEn: 'Download button text' })),
  }),
  defaultAttrs: {
    successTitle: '投保成功',
    successText: '保单将发送至您的手机和邮箱，请注意查收',
    failTitle: '投保失败',
    failText: '很抱歉，本次投保未成功，请稍后重试',
    processingText: '订单处理中...',
    showOrderInfo: true,
    orderInfoRows: ['orderNo', 'goodsName', 'premium', 'insurancePeriod', 'holderName', 'insuredNames'],
    showPolicyDownload: false,
    downloadText: '下载电子保单',
  },
});
