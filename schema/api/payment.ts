import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { SMS_CODE_PATTERN } from '../entities/field-types';
import { PaymentInfoSchema } from '../entities/payment-info';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';
import { OrderLookup } from './order-lookup';
import { PageActionResultSchema } from './page-action-result';
import { PageActionSchema } from '../entities/page-action';

/** Where an order stands with its payment. */
export const PAY_STATUSES = ['unpaid', 'paying', 'paid', 'failed', 'closed'] as const;

export const queryQueryPayNextUrl = defineCall({
  name: 'queryQueryPayNextUrl',
  method: 'POST',
  path: '/v1/insure/queryQueryPayNextUrl',
  summary:
    '本项目约定：支付查询页按订单查询支付状态与下一步（已支付去结果页；未支付回收银台：模拟收银台给出地址，保险公司收银台给出 formSubmit 页面动作；超时未支付的订单已关闭，不再给出下一步）',
  body: OrderLookup({}, '支付查询请求'),
  response: ResultEnvelope(
    Type.Object(
      {
        orderNo: Type.String({ minLength: 1, title: '订单号' }),
        payStatus: StringEnum(PAY_STATUSES, {
          title: '支付状态',
          description: 'unpaid 未支付，paying 支付中，paid 已支付，failed 支付失败，closed 超时未支付已关闭',
        }),
        nextUrl: Type.Optional(Type.String({ title: '下一步地址', description: '有页面动作列表时不给出' })),
        pageActionList: Type.Optional(
          Type.Array(Type.Ref(PageActionSchema), { title: '页面动作列表', description: '去收银台的方式为表单提交（formSubmit）时给出，按顺序执行' }),
        ),
      },
      { title: '支付查询结果' },
    ),
  ),
});

export const payConfirm = defineCall({
  name: 'payConfirm',
  method: 'POST',
  path: '/order/pay/confirm',
  summary: '本项目约定：确认支付（银行代扣需支付验证码），返回页面动作列表（通常跳转结果页）',
  body: OrderLookup(
    {
      validateCode: Type.Optional(Type.String({ pattern: SMS_CODE_PATTERN, title: '支付验证码' })),
      payment: Type.Optional(Type.Ref(PaymentInfoSchema)),
    },
    '确认支付请求',
  ),
  response: ResultEnvelope(PageActionResultSchema),
});
