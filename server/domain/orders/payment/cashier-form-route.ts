import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { commonFailures } from '../../../app/openapi/common-failures';
import { failureReplies } from '../../../app/openapi/failure-replies';
import { MOCK_CASHIER_PATH } from './pay-constants';

const CashierFormSchema = Type.Object({
  payApplyNo: Type.String({ minLength: 1 }),
  timeStamp: Type.String({ pattern: '^\\d+$' }),
  sign: Type.String({ pattern: '^[0-9A-F]{40}$' }),
  checkNo: Type.String({ minLength: 1 }),
  /** The amount the cashier page shows, fen: passed on, never paid by (the application holds its own). */
  amount: Type.Optional(Type.String({ pattern: '^\\d+$' })),
  from: Type.Optional(Type.String()),
});

/** The one success reply: the cashier page, with the signed fields in its address. */
const TO_CASHIER_PAGE = {
  description: '转到模拟收银台页面（Location 为 /mockpay?payApplyNo=…&timeStamp=…&sign=…&checkNo=…&amount=…）',
  type: 'null',
  headers: { location: { type: 'string', description: '收银台页面地址' } },
};

/**
 * `POST /mockpay`: the simulated cashier entered the way payment gateways are, by a posted form (the
 * `formSubmit` page action). It pays nothing: it answers 303 to the cashier page with the same signed
 * fields in the address, where the buyer confirms and the app calls `GET /api/mockpay`.
 */
export function registerCashierFormRoute(app: FastifyInstance): void {
  app.post<{ Body: Static<typeof CashierFormSchema> }>(
    MOCK_CASHIER_PATH,
    {
      schema: {
        summary: '模拟收银台表单入口：以 303 转到收银台页面',
        operationId: 'mockCashierForm',
        tags: ['payment'],
        body: CashierFormSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 303: TO_CASHIER_PAGE, ...failureReplies(commonFailures('POST')) },
      } as FastifySchema,
    },
    async (request, reply) => {
      const { payApplyNo, timeStamp, sign, checkNo, amount, from } = request.body;
      const params = new URLSearchParams({ payApplyNo, timeStamp, sign, checkNo, ...(amount ? { amount } : {}), ...(from ? { from } : {}) });
      return reply.redirect(`${MOCK_CASHIER_PATH}?${params.toString()}`, 303);
    },
  );
}
