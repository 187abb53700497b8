import { Type, type Static } from '@sinclair/typebox';


/** What a recording id looks like: the page's own random secret. */
export const RECORDING_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** The address of one chunk of a sales-process recording (可回溯): the page's random recording id and the chunk's number. */
export const RecordingChunkParamsSchema = Type.Object(
  {
    recordingId: Type.String({ pattern: RECORDING_ID_PATTERN, description: '页面生成的随机录制 ID' }),
    seq: Type.Integer({ minimum: 0, maximum: 100000, description: '片段序号，从 0 起' }),
  },
  { additionalProperties: false },
);

/** The query a chunk is sent with: the promotion recorded, and the tenant for a beacon (which carries no header). */
export const RecordingChunkQuerySchema = Type.Object(
  {
    promotionId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', description: '推广 ID' }),
    tenant: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: '租户代码（sendBeacon 无法带请求头时使用）' })),
  },
  { additionalProperties: false },
);

/** A chunk taken: stored, or already stored before (a retry). */
export const RecordingChunkReplySchema = Type.Object(
  {
    success: Type.Literal(true),
    stored: Type.Boolean({ description: 'false：该序号的片段已存过（重发），未重复存储' }),
  },
  { additionalProperties: false, $id: 'RecordingChunkReply' },
);

export type RecordingChunkParams = Static<typeof RecordingChunkParamsSchema>;
export type RecordingChunkQuery = Static<typeof RecordingChunkQuerySchema>;
export type RecordingChunkReply = Static<typeof RecordingChunkReplySchema>;
