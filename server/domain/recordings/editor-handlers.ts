import type { RecordingRouteName } from '../../../schema/api/editor/editor-routes';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { recordAudit } from '../identity/audit-log';
import type { EditorHandlerMap } from '../../app/editor-handler';
import { findRecordings } from './find-recordings';
import { readRecordingPage } from './read-recording';

/** The recording routes of the editor API, on the session's tenant (compliance only, by the route's access). */
export const recordingEditorHandlers: EditorHandlerMap<RecordingRouteName> = {
  searchRecordings: async ({ tenant, app, query }) => ({
    recordings: await findRecordings(app.db, app.pii, tenant, {
      ...(query.orderNo ? { orderNo: query.orderNo } : {}),
      ...(query.phone ? { phone: query.phone } : {}),
      ...(query.startedFrom ? { startedFrom: new Date(query.startedFrom) } : {}),
      ...(query.startedBefore ? { startedBefore: new Date(query.startedBefore) } : {}),
    }),
  }),
  readRecording: async ({ tenant, app, params, query, actor, request }) => {
    const page = await readRecordingPage(app.db, tenant, params.recordingId, query.fromSeq);
    if (!page) throw new DomainError(ERROR_CODES.notFound, '录制不存在', 404);
    // A replay reads from the start: that read is the one the audit log notes (who watched what, when).
    if (query.fromSeq === 0) {
      await recordAudit(app.db, {
        tenant,
        actor: { id: actor.userId, name: actor.username },
        action: 'recordingReplayed',
        target: params.recordingId,
        detail: { orderNo: page.orderNo },
        ip: request.ip,
        at: app.now(),
      });
    }
    return { events: page.events, nextSeq: page.nextSeq };
  },
};
