import type { Notice } from '../../../schema/entities/notice';
import type { CallHandlers } from '../../app/call-handler';
import { requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import { HEALTH_MESSAGES } from './health-messages';
import { HEALTH_NOTICE_TYPE, type NoticeKey } from './notice-key';
import { findNotice } from './notice-store';

async function requireNotice(db: Queryable, tenant: string, key: NoticeKey, goodsId?: string): Promise<Notice> {
  return requireFound(await findNotice(db, tenant, key, goodsId), HEALTH_MESSAGES.noticeNotFound);
}

/**
 * The notice calls. All three read the same per-plan notices: the underwriting questions of a plan are
 * its insured health notice, looked up by goods and plan. `promotionId` is accepted and not needed,
 * because a notice belongs to the plan whichever promotion sells it.
 */
export const noticeHandlers: CallHandlers = {
  queryNoticeQuestion: async ({ body, tenant, app }) => {
    const notice = await requireNotice(app.db, tenant, { planId: body.planId, noticeType: body.noticeType, noticeObjectType: body.noticeObjectType });
    return { success: true, code: 0, result: notice };
  },

  queryHealthNotice: async ({ body, tenant, app }) => {
    const key: NoticeKey = { planId: body.planId, noticeType: HEALTH_NOTICE_TYPE, noticeObjectType: body.noticeObjectType ?? 'insured' };
    return { success: true, code: 0, result: await requireNotice(app.db, tenant, key) };
  },

  queryUnderwritingQuestionInfo: async ({ body, tenant, app }) => {
    const key: NoticeKey = { planId: body.planId, noticeType: HEALTH_NOTICE_TYPE, noticeObjectType: 'insured' };
    return { success: true, code: 0, value: await requireNotice(app.db, tenant, key, body.goodsId) };
  },
};
