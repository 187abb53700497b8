import type { RecordingRouteName } from '../../../schema/api/editor/editor-routes';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
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
  readRecording: async ({ tenant, app, params, query }) => {
    const page = await readRecordingPage(app.db, tenant, params.recordingId, query.fromSeq);
    if (!page) throw new DomainError(ERROR_CODES.notFound, '录制不存在', 404);
    return page;
  },
};
