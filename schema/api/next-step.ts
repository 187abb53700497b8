import { Type } from '@sinclair/typebox';
import { DateString, Timestamp } from '../entities/field-types';
import { OrderSchema } from '../entities/order';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { PageActionResultSchema } from './page-action-result';

export const nextStep = defineCall({
  name: 'nextStep',
  method: 'POST',
  path: '/v1/insure/nextStep',
  summary: '提交当前页订单数据（extraInfo 含 iseeBiz、purchaseUserId、第三方订单号及类型、insuredExtension），返回页面动作列表',
  body: Type.Ref(OrderSchema),
  response: ResultEnvelope(PageActionResultSchema),
  client: { reminderDialog: true },
});

export const getNextPaymentPeriod = defineCall({
  name: 'getNextPaymentPeriod',
  method: 'POST',
  path: '/v1/insure/getNextPaymentPeriod',
  summary: '查询月交下一期扣款日期（请求体为本项目约定），结果为 YYYY-MM-DD，页面以月日展示',
  body: Type.Object(
    {
      planId: Type.String({ minLength: 1, title: '方案 ID' }),
      insuranceStartDate: Timestamp({ title: '保障起期' }),
      orderNo: Type.Optional(Type.String({ title: '订单号' })),
    },
    { title: '下期缴费日请求' },
  ),
  response: ResultEnvelope(DateString({ title: '下期缴费日' })),
});
