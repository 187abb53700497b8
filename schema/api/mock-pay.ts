import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { OrderSchema } from '../entities/order';
import { defineCall } from './define-call';
import { ValueEnvelope } from './envelope';

export const createMockOrder = defineCall({
  name: 'createMockOrder',
  method: 'POST',
  path: '/v1/mock/createOrder',
  summary: '本项目约定路径：非正式环境创建模拟订单（每个责任保费固定 100 元，支付来源 WECHAT），返回订单号',
  body: Type.Ref(OrderSchema),
  response: ValueEnvelope(Type.Object({ orderNo: Type.String({ minLength: 1, title: '订单号' }) }, { title: '模拟订单' })),
  // The submission of simulate mode: the insurer's refusals read as they do for a real submission.
  client: { reminderDialog: true },
});

export const mockPayRequest = defineCall({
  name: 'mockPayRequest',
  method: 'POST',
  path: '/v1/mock/payRequest',
  summary: '本项目约定路径：为模拟订单发起模拟支付，返回支付申请号、校验号与模拟收银台地址',
  body: Type.Object(
    {
      orderNo: Type.String({ minLength: 1, title: '订单号' }),
      returnUrl: Type.String({ minLength: 1, title: '支付后返回地址' }),
    },
    { title: '模拟支付请求' },
  ),
  response: ValueEnvelope(
    Type.Object(
      {
        checkNo: Type.String({ minLength: 1, title: '校验号' }),
        payApplyNo: Type.String({ minLength: 1, title: '支付申请号' }),
        url: Type.String({ minLength: 1, title: '模拟收银台地址' }),
      },
      { title: '模拟支付申请' },
    ),
  ),
});

export const mockPay = defineCall({
  name: 'mockPay',
  method: 'GET',
  path: '/mockpay',
  summary:
    '模拟支付回调：sign 为对 checkNo、payApplyNo 与时间戳的 SHA1 大写签名，签名串为 checkNo={checkNo}&payApplyNo={payApplyNo}&timeStamp={timeStamp}&key={PAY_SIGN_SECRET}；时间戳与服务器时间相差超过 300 秒、签名错误或重复支付均被拒绝；返回结构为本项目约定',
  query: Type.Object(
    {
      payApplyNo: Type.String({ minLength: 1, title: '支付申请号' }),
      timeStamp: Type.String({ pattern: '^\\d+$', title: '时间戳', description: '毫秒' }),
      sign: Type.String({ pattern: '^[0-9A-F]{40}$', title: '签名', description: '大写 SHA1' }),
      checkNo: Type.String({ minLength: 1, title: '校验号' }),
    },
    { title: '模拟支付参数' },
  ),
  response: ValueEnvelope(
    Type.Object(
      {
        orderNo: Type.String({ minLength: 1, title: '订单号' }),
        payStatus: StringEnum(['paid'] as const, { title: '支付状态' }),
        returnUrl: Type.String({ title: '支付后返回地址' }),
      },
      { title: '模拟支付结果' },
    ),
  ),
});
