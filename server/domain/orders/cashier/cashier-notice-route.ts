import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppContext } from '../../../app/app-context';
import { CASHIER_NOTICE_PER_MINUTE, CALL_RATE_WINDOW_MS } from '../../../app/call-rate-limits';
import { commonFailures } from '../../../app/openapi/common-failures';
import { failureReplies } from '../../../app/openapi/failure-replies';
import { CASHIER_NOTIFY_PATH } from './cashier-constants';
import { takeCashierNotice } from './cashier-notice';
import { type CashierNotice, CashierNoticeSchema } from './cashier-notice-schema';

const NoticeAnswerSchema = Type.Object(
  { success: Type.Literal(true, { title: '是否成功' }), code: Type.Literal(0, { title: '返回码' }), message: Type.String({ title: '提示信息' }) },
  { title: '通知已受理', description: '重复通知也答此结果；收银台据此停止重发' },
);

/**
 * `POST /api/cashier/notify`: the insurer's cashier tells the server a payment application was paid or
 * failed, as a form or JSON. 200 `{ success: true, code: 0, message }` means taken, repeats included,
 * and the cashier stops repeating; anything else (400 `{ success: false, code, message }`) means
 * refused, and a refused paid notice is refunded by the cashier. Rate-limited per address like the
 * buyer calls. See takeCashierNotice.
 */
export function registerCashierNoticeRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: CashierNotice }>(
    CASHIER_NOTIFY_PATH,
    {
      schema: {
        summary: '保险公司收银台支付通知：签名为 HMAC-SHA256（CASHIER_SECRET）对 payApplyNo、amount、status、timestamp、nonce 的规范串；时间戳 ±300 秒，nonce 不可重复',
        operationId: 'cashierNotify',
        tags: ['payment'],
        body: CashierNoticeSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // 404 and 409 only where the order changed under the notice (removed, or paid by another notice at once).
        response: { 200: NoticeAnswerSchema, ...failureReplies([...commonFailures('POST'), 404, 409, 429]) },
      } as FastifySchema,
      config: { rateLimit: { max: CASHIER_NOTICE_PER_MINUTE, timeWindow: CALL_RATE_WINDOW_MS } },
    },
    async (request) => takeCashierNotice(context, request.body),
  );
}
