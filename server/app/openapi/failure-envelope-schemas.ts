import { Type } from '@sinclair/typebox';
import { REMINDER_DIALOG_CODES } from '../../../schema/api/envelope';
import { EditorFailureSchema } from '../../../schema/api/editor/editor-envelope';
import { ProblemSchema } from '../../../schema/validate/problem';
import { ERROR_CODES } from '../domain-error';

const CODE_DESCRIPTION = [
  `${ERROR_CODES.badRequest} 请求有误（errors 指出字段）`,
  `${ERROR_CODES.unknownTenant} 未知租户`,
  `${ERROR_CODES.notFound} 不存在`,
  `${ERROR_CODES.conflict} 状态冲突`,
  `${ERROR_CODES.tooManyRequests} 请求过于频繁`,
  `${ERROR_CODES.internal} 系统繁忙`,
  `${ERROR_CODES.serviceUnavailable} 服务暂不可用`,
  `${REMINDER_DIALOG_CODES.join('、')} 业务规则不允许（以“温馨提示”对话框展示）`,
].join('；');

/**
 * The buyer API's failure envelope, as the error handler writes it (see failureEnvelope): every
 * refusal a buyer call or another server route answers with an HTTP error status. Registered as a
 * shared schema, so the OpenAPI document names it `FailureEnvelope` once and every error reply
 * refers to it.
 */
export const FailureEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false, { title: '是否成功' }),
    code: Type.Integer({ title: '返回码', description: CODE_DESCRIPTION }),
    message: Type.String({ title: '提示信息' }),
    errors: Type.Optional(Type.Array(ProblemSchema, { title: '问题列表', description: '请求参数校验未通过时，path 为 JSON Pointer（/query 开头为地址参数）' })),
    details: Type.Optional(Type.Unknown({ title: '附加信息' })),
  },
  { $id: 'FailureEnvelope', title: '失败结果' },
);

/** The editor API's failure envelope (EditorFailureSchema) under the name `EditorFailure`. */
export const EditorFailureEnvelopeSchema = { ...EditorFailureSchema, $id: 'EditorFailure' } as const;

/** The failure envelopes every app registers beside the contract's shared schemas. */
export const FAILURE_ENVELOPE_SCHEMAS = [FailureEnvelopeSchema, EditorFailureEnvelopeSchema] as const;
