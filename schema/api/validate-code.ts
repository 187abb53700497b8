import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '../entities/field-types';
import { PaymentInfoSchema } from '../entities/payment-info';
import { defineCall } from './define-call';
import { ResultEnvelope, StatusEnvelope } from './envelope';

/** normalValidate: identity check on the insure pages; identityValidate: before a bank payment. */
export const VALIDATE_BUSINESS_TYPES = ['normalValidate', 'identityValidate'] as const;
export const VALIDATE_CODE_TYPES = ['smsValidateCode'] as const;

function codeRequestFields() {
  return {
    planId: Type.String({ minLength: 1, title: '方案 ID' }),
    target: Type.String({ pattern: MOBILE_PATTERN, title: '手机号' }),
    promotionId: Type.Optional(Type.String({ title: '推广 ID' })),
    validateCodeType: StringEnum(VALIDATE_CODE_TYPES, { title: '验证码类型', description: 'smsValidateCode 短信验证码' }),
  };
}

/** The first form: a code to verify the buyer's phone on the insure pages. */
export const NormalSendCodeBodySchema = Type.Object(
  {
    ...codeRequestFields(),
    businessType: StringEnum(['normalValidate'] as const, { title: '业务类型' }),
  },
  { title: '发送验证码（投保验证）' },
);

/** The payment form: the bank details must be complete before a code is sent. */
export const PaymentSendCodeBodySchema = Type.Object(
  {
    ...codeRequestFields(),
    businessType: StringEnum(['identityValidate'] as const, { title: '业务类型' }),
    orderNo: Type.String({ minLength: 1, title: '订单号' }),
    // Partial: a missing field is the buyer's to fix, answered with 请填写完整的支付信息！ rather than a 400.
    extraInfo: Type.Partial(PaymentInfoSchema, { title: '支付信息', description: '银行编码、支付方式、账户名、银行账号须填写完整' }),
  },
  { title: '发送验证码（支付验证）' },
);

export const sendValidateCode = defineCall({
  name: 'sendValidateCode',
  method: 'POST',
  path: '/v1/insure/sendValidateCode',
  summary: '发送 6 位短信验证码，60 秒后可重发；投保验证与支付验证两种请求体，支付验证需完整银行信息',
  body: Type.Union([NormalSendCodeBodySchema, PaymentSendCodeBodySchema], { title: '发送验证码请求' }),
  response: StatusEnvelope(),
});

export const verifyValidateCode = defineCall({
  name: 'verifyValidateCode',
  method: 'POST',
  path: '/v1/insure/verifyValidateCode',
  summary: '校验短信验证码，result 为 true 表示通过；失败且无提示信息时提示“系统异常，请稍后重试”',
  body: Type.Object(
    {
      ...codeRequestFields(),
      businessType: StringEnum(VALIDATE_BUSINESS_TYPES, { title: '业务类型' }),
      validateCode: Type.String({ pattern: SMS_CODE_PATTERN, title: '验证码' }),
    },
    { title: '校验验证码请求' },
  ),
  response: ResultEnvelope(Type.Boolean({ title: '是否通过' })),
});
