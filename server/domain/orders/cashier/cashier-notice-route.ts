import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app/app-context';
import { CASHIER_NOTICE_PER_MINUTE, CALL_RATE_WINDOW_MS } from '../../../app/call-rate-limits';
import { CASHIER_NOTIFY_PATH } from './cashier-constants';
import { takeCashierNotice } from './cashier-notice';

const CashierNoticeSchema = Type.Object(
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

const NoticeAnswerSchema = Type.Object({ success: Type.Boolean(), code: Type.Integer(), message: Type.String() });

/**
 * `POST /api/cashier/notify`: the insurer's cashier tells the server a payment application was paid or
 * failed, as a form or JSON. 200 `{ success: true, code: 0, message }` means taken, repeats included,
 * and the cashier stops repeating; anything else (400 `{ success: false, code, message }`) means
 * refused, and a refused paid notice is refunded by the cashier. Rate-limited per address like the
 * buyer calls. See takeCashierNotice.
 */
export function registerCashierNoticeRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: Static<typeof CashierNoticeSchema> }>(
    CASHIER_NOTIFY_PATH,
    {
      schema: {
        summary: '保险公司收银台支付通知：签名为 HMAC-SHA256（CASHIER_SECRET）对 payApplyNo、amount、status、timestamp、nonce 的规范串；时间戳 ±300 秒，nonce 不可重复',
        body: CashierNoticeSchema,
        response: { 200: NoticeAnswerSchema },
      },
      config: { rateLimit: { max: CASHIER_NOTICE_PER_MINUTE, timeWindow: CALL_RATE_WINDOW_MS } },
    },
    async (request) => takeCashierNotice(context, request.body),
  );
}
