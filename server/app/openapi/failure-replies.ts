/** The HTTP error statuses a route of this server may answer with, each with the failure envelope. */
export const FAILURE_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;

export type FailureStatus = (typeof FAILURE_STATUSES)[number];

/** What each error status means on this server, as the OpenAPI document describes the reply. */
const FAILURE_DESCRIPTIONS: Record<FailureStatus, string> = {
  400: '请求有误：参数校验未通过（errors 指出字段）、嵌套过深或含非法字符、未知租户（40001）或业务规则不允许',
  401: '未登录或登录已过期',
  403: '无权操作：角色不符、请求来源不被允许或规则禁止',
  404: '请求的对象不存在',
  409: '与当前状态冲突：版本已更新、订单状态已变或已处理过',
  413: '请求体过大',
  415: '不支持的请求内容类型（Content-Type）或内容编码（Content-Encoding）',
  422: '内容校验未通过（errors 为 JSON Pointer 问题列表）',
  429: '请求过于频繁',
  500: '系统繁忙：未预料的错误（详情只记入日志）',
  503: '依赖的服务暂不可用或未配置',
};

/** The envelope an error reply carries: the buyer API's or the editor's. */
export type FailureEnvelopeName = 'FailureEnvelope' | 'EditorFailure';

type FailureReply = { readonly $ref: string; readonly description: string };

// One object per envelope and status, shared by every route: Fastify compiles a serializer per
// schema object (and the shared compilers keep it), so a route adds no serializer of its own.
const REPLIES: Record<FailureEnvelopeName, Record<FailureStatus, FailureReply>> = {
  FailureEnvelope: repliesWith('FailureEnvelope'),
  EditorFailure: repliesWith('EditorFailure'),
};

function repliesWith(envelope: FailureEnvelopeName): Record<FailureStatus, FailureReply> {
  return Object.fromEntries(
    FAILURE_STATUSES.map((status) => [status, { $ref: `${envelope}#`, description: FAILURE_DESCRIPTIONS[status] }]),
  ) as Record<FailureStatus, FailureReply>;
}

/** The `response` entries of a route's error replies: each status with the envelope's schema. */
export function failureReplies(statuses: Iterable<FailureStatus>, envelope: FailureEnvelopeName = 'FailureEnvelope'): Record<number, FailureReply> {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  return Object.fromEntries(sorted.map((status) => [status, REPLIES[envelope][status]]));
}
