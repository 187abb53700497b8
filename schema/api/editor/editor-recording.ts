import { Type, type Static } from '@sinclair/typebox';
import { RECORDING_ID_PATTERN } from '../recording-chunk';

/** What compliance searches recordings by; every criterion given must hold. */
export const RecordingSearchQuerySchema = Type.Object(
  {
    orderNo: Type.Optional(Type.String({ maxLength: 64, title: '订单号' })),
    phone: Type.Optional(Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '投保人手机号' })),
    startedFrom: Type.Optional(Type.String({ format: 'date-time', title: '开始时间起' })),
    startedBefore: Type.Optional(Type.String({ format: 'date-time', title: '开始时间止（不含）' })),
  },
  { additionalProperties: false },
);

/** A recording as the search lists it. */
export const RecordingSummarySchema = Type.Object(
  {
    recordingId: Type.String({ title: '录制 ID' }),
    promotionId: Type.String({ title: '推广 ID' }),
    orderNo: Type.Union([Type.String(), Type.Null()], { title: '订单号', description: '未下单为 null' }),
    startedAt: Type.String({ format: 'date-time', title: '开始时间' }),
    lastChunkAt: Type.String({ format: 'date-time', title: '最后片段时间' }),
    chunkCount: Type.Integer({ title: '片段数' }),
    totalBytes: Type.Integer({ title: '压缩后字节数' }),
  },
  { title: '录制' },
);

export const RecordingListSchema = Type.Object({ recordings: Type.Array(RecordingSummarySchema) });

export const RecordingParamsSchema = Type.Object({ recordingId: Type.String({ pattern: RECORDING_ID_PATTERN }) });

export const RecordingEventsQuerySchema = Type.Object(
  { fromSeq: Type.Integer({ minimum: 0, default: 0, title: '从该片段序号起' }) },
  { additionalProperties: false },
);

/** One page of a recording's rrweb events, in order, and where the next page starts. */
export const RecordingEventsSchema = Type.Object({
  events: Type.Array(Type.Unknown(), { description: 'rrweb 事件；关键节点为 type 5、tag insure-moment 的自定义事件' }),
  nextSeq: Type.Union([Type.Integer(), Type.Null()], { description: '下一页的片段序号；null 表示已到末尾' }),
});

export type RecordingSearchQuery = Static<typeof RecordingSearchQuerySchema>;
export type RecordingSummaryView = Static<typeof RecordingSummarySchema>;
export type RecordingEvents = Static<typeof RecordingEventsSchema>;
