import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { MOBILE_PATTERN, SMS_CODE_LENGTH } from '../../../../schema/entities/field-types';
import type { AppContext } from '../../../app/app-context';
import { commonFailures } from '../../../app/openapi/common-failures';
import { failureReplies } from '../../../app/openapi/failure-replies';
import { READS_TENANT_HEADER } from '../../../app/openapi/tenant-header-parameter';
import { resolveTenant } from '../../../app/tenant';
import { phoneIndex } from './phone-index';

const OutboxQuerySchema = Type.Object({ phone: Type.String({ pattern: MOBILE_PATTERN, title: '手机号' }) });

const OutboxReplySchema = Type.Object(
  {
    success: Type.Literal(true, { title: '是否成功' }),
    code: Type.Literal(0, { title: '返回码' }),
    result: Type.Array(
      Type.Object({
        phone: Type.String({ title: '手机号' }),
        content: Type.String({ title: '短信内容' }),
        code: Type.Union([Type.String(), Type.Null()], { title: '短信中的验证码', description: '内容中没有验证码时为 null' }),
        createdAt: Type.Integer({ title: '发送时间', description: '毫秒时间戳' }),
      }),
      { title: '短信列表', description: '最新的在前' },
    ),
  },
  { title: '返回结果' },
);

interface OutboxRow {
  readonly content: string;
  readonly created_at: Date;
}

/** Messages listed per request, newest first. */
const OUTBOX_LIMIT = 20;
const CODE_IN_TEXT = new RegExp(`\\d{${SMS_CODE_LENGTH}}`);

/**
 * `GET /api/dev/sms-outbox?phone=...`: the messages the outbox provider "sent" to a phone of the
 * request's tenant, newest first, each with the code it carries. For the demo and end-to-end tests;
 * registered only when SMS_OUTBOX is on (never by default in production, where it would hand out
 * every buyer's codes).
 */
export function registerSmsOutboxRoute(app: FastifyInstance, context: AppContext): void {
  if (!context.config.smsOutbox) return;
  app.get<{ Querystring: Static<typeof OutboxQuerySchema> }>(
    '/api/dev/sms-outbox',
    {
      schema: {
        summary: '开发环境：读取短信发件箱（生产环境不提供）',
        operationId: 'devSmsOutbox',
        tags: ['payment'],
        ...READS_TENANT_HEADER,
        querystring: OutboxQuerySchema,
        response: { 200: OutboxReplySchema, ...failureReplies(commonFailures('GET')) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(request, context.db);
      const { rows } = await context.db.query<OutboxRow>(
        'SELECT content, created_at FROM sms_outbox WHERE tenant_code = $1 AND phone_index = $2 ORDER BY id DESC LIMIT $3',
        [tenant, phoneIndex(context.pii, request.query.phone), OUTBOX_LIMIT],
      );
      return {
        success: true,
        code: 0,
        result: rows.map((row) => {
          const content = context.pii.open(row.content);
          return { phone: request.query.phone, content, code: CODE_IN_TEXT.exec(content)?.[0] ?? null, createdAt: row.created_at.getTime() };
        }),
      };
    },
  );
}
