import { Type, type Static } from '@sinclair/typebox';

/**
 * Bank payment details; all four of bank code, method, account name and account number must be
 * filled before a payment SMS code may be requested.
 */
export const PaymentInfoSchema = Type.Object(
  {
    bankCode: Type.String({ minLength: 1, title: '银行编码' }),
    paymentMethod: Type.String({ minLength: 1, title: '支付方式' }),
    bankAccountName: Type.String({ minLength: 1, title: '账户名' }),
    bankAccount: Type.String({ minLength: 1, title: '银行账号' }),
    phoneNo: Type.Optional(Type.String({ title: '预留手机号' })),
  },
  { $id: 'PaymentInfo', title: '支付信息' },
);

export type PaymentInfo = Static<typeof PaymentInfoSchema>;
