import type { Notice, NoticeParam } from '../../../schema/entities/notice';
import type { NoticeDetail } from '../../../schema/entities/notice-detail';
import type { Queryable } from '../../db/database';
import type { NoticeKey, NoticeObjectType } from './notice-key';

interface NoticeRow {
  goods_id: string;
  notice_type: string;
  notice_object_type: NoticeObjectType;
  header: string | null;
  content: string | null;
  param_list: NoticeParam[];
  notice_question: string | null;
  smart_question_content: string | null;
  is_support_smart_underwriting: boolean;
  xd_question_code: string | null;
}

interface DetailRow {
  question_code: string;
  notice_content: string;
  smart_question_no: string | null;
}

function toDetail(row: DetailRow): NoticeDetail {
  return {
    questionCode: row.question_code,
    noticeContent: row.notice_content,
    ...(row.smart_question_no !== null ? { smartQuestionNo: row.smart_question_no } : {}),
  };
}

function toNotice(row: NoticeRow, details: readonly DetailRow[]): Notice {
  return {
    noticeType: row.notice_type,
    noticeObjectType: row.notice_object_type,
    ...(row.header !== null ? { header: row.header } : {}),
    ...(row.content !== null ? { content: row.content } : {}),
    ...(row.param_list.length > 0 ? { paramList: row.param_list } : {}),
    ...(details.length > 0 ? { noticeDetailList: details.map(toDetail) } : {}),
    ...(row.notice_question !== null ? { noticeQuestion: row.notice_question } : {}),
    ...(row.smart_question_content !== null ? { smartQuestionContent: row.smart_question_content } : {}),
    isSupportSmartUnderwriting: row.is_support_smart_underwriting,
    ...(row.xd_question_code !== null ? { xdQuestionCode: row.xd_question_code } : {}),
  };
}

/**
 * The tenant's notice for a plan, notice type and object type, with its questions in order; undefined
 * when none is configured (or, given `goodsId`, when the plan is not one of those goods).
 */
export async function findNotice(db: Queryable, tenant: string, key: NoticeKey, goodsId?: string): Promise<Notice | undefined> {
  const params = [tenant, key.planId, key.noticeType, key.noticeObjectType];
  const found = await db.query<NoticeRow>(
    `SELECT goods_id, notice_type, notice_object_type, header, content, param_list, notice_question, smart_question_content,
            is_support_smart_underwriting, xd_question_code
       FROM health_notices WHERE tenant_code = $1 AND plan_id = $2 AND notice_type = $3 AND notice_object_type = $4`,
    params,
  );
  const row = found.rows[0];
  if (!row || (goodsId !== undefined && row.goods_id !== goodsId)) return undefined;
  const details = await db.query<DetailRow>(
    `SELECT question_code, notice_content, smart_question_no FROM health_notice_details
      WHERE tenant_code = $1 AND plan_id = $2 AND notice_type = $3 AND notice_object_type = $4 ORDER BY position`,
    params,
  );
  return toNotice(row, details.rows);
}
