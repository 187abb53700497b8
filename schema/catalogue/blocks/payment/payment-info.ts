import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { DataSourceItemSchema } from '../../common-attrs';

export const paymentInfo = defineBlock({
  component: 'paymentInfo',
  title: '支付账户',
  titleEn: 'Payment account',
  description: '填写开户银行、支付方式、户名与银行卡号（按卡号 BIN 自动识别银行）并短信验证；支付信息填写完整后才能获取验证码',
  descriptionEn: "Bank, payment method, account name and card number (the bank is recognised from the card's BIN), confirmed by SMS; the code can be requested once the payment details are complete",
  category: 'payment',
  icon: 'CreditCardOutlined',
  binds: 'field',
  defaultFormKey: 'payment',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    bankDictType: Type.String({
      minLength: 1,
      title: '银行字典类型',
      titleEn: 'Bank dictionary type',
      description: '查询银行字典（queryDictList）的 dictType',
      descriptionEn: 'The dictType for the bank dictionary query (queryDictList)',
    }),
    paymentMethods: Type.Array(DataSourceItemSchema, { minItems: 1, title: '支付方式', titleEn: 'Payment methods' }),
    binLookup: Type.Optional(Type.Boolean({ title: '按卡号自动识别银行', titleEn: 'Recognise the bank from the card number' })),
    accountNameFromHolder: Type.Optional(
      Type.Boolean({
        title: '户名取投保人姓名',
        titleEn: "Account name from the policyholder's name",
        description: '开启后户名由投保人姓名带出且不可修改',
        descriptionEn: "When on, the account name is the policyholder's name and cannot be changed",
      }),
    ),
    requireSmsCode: Type.Optional(
      Type.Boolean({
        title: '需要支付短信验证',
        titleEn: 'SMS verification for payment',
        description: '以 identityValidate 场景发送验证码',
        descriptionEn: 'Sends the code in the identityValidate scene',
      }),
    ),
    accountPlaceholder: Type.Optional(Type.String({ title: '卡号占位提示', titleEn: 'Card number placeholder' })),
  }),
  defaultAttrs: {
    title: '支付信息',
    bankDictType: 'bank',
    paymentMethods: [{ value: 'bankCard', label: '银行卡代扣', isDefault: true }],
    binLookup: true,
    accountNameFromHolder: true,
    requireSmsCode: true,
    accountPlaceholder: '请输入银行卡号',
  },
});
