import { defineEditorRoute } from './define-editor-route';
import { EditorReply } from './editor-envelope';
import { RecordingEventsQuerySchema, RecordingEventsSchema, RecordingListSchema, RecordingParamsSchema, RecordingSearchQuerySchema } from './editor-recording';

/** The sales-process recordings (可回溯) of the session's tenant: compliance alone reads them. */
export const RECORDING_ROUTES = {
  searchRecordings: defineEditorRoute({
    method: 'GET',
    path: '/recordings',
    summary: '可回溯：按订单号、投保人手机号（盲索引）或开始时间查找买家投保过程录制，最新的在前，至多 50 条；仅合规角色',
    access: ['compliance'],
    params: undefined,
    body: undefined,
    query: RecordingSearchQuerySchema,
    response: EditorReply(RecordingListSchema),
  }),
  readRecording: defineEditorRoute({
    method: 'GET',
    path: '/recordings/:recordingId/events',
    summary: '可回溯：读取一段录制的事件（分页，每页至多 2 MiB 压缩数据）；从头读取时记入审计日志；仅合规角色',
    access: ['compliance'],
    params: RecordingParamsSchema,
    body: undefined,
    query: RecordingEventsQuerySchema,
    response: EditorReply(RecordingEventsSchema),
  }),
} as const;
