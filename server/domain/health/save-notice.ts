import type { Notice } from '../../../schema/entities/notice';
import type { Queryable } from '../../db/database';
import type { NoticeObjectType } from './notice-key';

/** A notice as configured for one plan of some goods. */
export interface PlanNotice {
  readonly planId: string;
  readonly goodsId: string;
  readonly notice: Notice & { readonly noticeObjectType: NoticeObjectType };
}

/**
 * Stores a tenant's notice for a plan, replacing the previous one with the same plan, notice type and
 * object type (its questions included). Run it inside a transaction.
 */
export async function saveNotice(db: Queryable, tenant: string, { planId, goodsId, notice }: PlanNotice): Promise<void> {
  const key = [tenant, planId, notice.noticeType, notice.noticeObjectType];
  await db.query(
    `INSERT INTO health_notices (tenant_code, plan_id, notice_type, notice_object_type, goods_id, header, content, param_list,
       notice_question, smart_question_content, is_support_smart_underwriting, xd_question_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12)
     ON CONFLICT (tenant_code, plan_id, notice_type, notice_object_type) DO UPDATE SET goods_id = EXCLUDED.goods_id,
       header = EXCLUDED.header, content = EXCLUDED.content, param_list = EXCLUDED.param_list, notice_question = EXCLUDED.notice_question,
       smart_question_content = EXCLUDED.smart_question_content, is_support_smart_underwriting = EXCLUDED.is_support_smart_underwriting,
       xd_question_code = EXCLUDED.xd_question_code, updated_at = now()`,
    [
      ...key,
      goodsId,
      notice.header ?? null,
      notice.content ?? null,
      JSON.stringify(notice.paramList ?? []),
      notice.noticeQuestion ?? null,
      notice.smartQuestionContent ?? null,
      notice.isSupportSmartUnderwriting ?? false,
      notice.xdQuestionCode ?? null,
    ],
  );
  // Rewritten whole: questions may be reordered or recoded, which a row-by-row upsert would trip over.
  await db.query(
    'DELETE FROM health_notice_details WHERE tenant_code = $1 AND plan_id = $2 AND notice_type = $3 AND notice_object_type = $4',
    key,
  );
  for (const [position, detail] of (notice.noticeDetailList ?? []).entries()) {
    await db.query(
      `INSERT INTO health_notice_details (tenant_code, plan_id, notice_type, notice_object_type, position, question_code, notice_content, smart_question_no)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [...key, position, detail.questionCode ?? `Q${position + 1}`, detail.noticeContent, detail.smartQuestionNo ?? null],
    );
  }
}
