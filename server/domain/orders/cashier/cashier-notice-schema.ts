import { Type, type Static } from '@sinclair/typebox';

/** A payment notice of the insurer's cashier, as posted to POST /api/cashier/notify (form or JSON). */
export const CashierNoticeSchema = Type.Object(
  {
    payApplyNo: Type.String({ minLength: 1, maxLength: 64, title: '支付申请号' }),
    amount: Type.String({ pattern: '^\\d{1,15}$', title: '支付金额', description: '分' }),
    status: Type.Union([Type.Literal('paid'), Type.Literal('failed')], { title: '支付结果' }),
    timestamp: Type.String({ pattern: '^\\d{1,12}$', title: '时间戳', description: '秒' }),
    nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', title: '随机串' }),
    sign: Type.String({ pattern: '^[0-9a-f]{64}$', title: '签名', description: 'HMAC-SHA256 小写十六进制' }),
  },
  { title: '收银台支付通知' },
);

export type CashierNotice = Static<typeof CashierNoticeSchema>;
