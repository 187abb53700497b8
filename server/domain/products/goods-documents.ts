import type { CallBody } from '../../../schema/api/define-call';
import type { SpecialAgreement, querySpecialAgreementList } from '../../../schema/api/goods-clause';
import type { Clause } from '../../../schema/entities/clause';
import type { Notice } from '../../../schema/entities/notice';
import type { Queryable } from '../../db/database';
import { loadPlanConfig } from './load-plan-config';
import { omitEmpty } from '../../app/omit-empty';

/** Rows of a goods that apply to the plan: those for every plan (empty plan_ids) or listing it. */
const FOR_PLAN = `tenant_code = $1 AND goods_id = $2 AND (cardinality(plan_ids) = 0 OR $3 = ANY(plan_ids))`;

interface ClauseRow {
  clause_code: string;
  label: string;
  is_default: boolean;
  clause_url: string;
  link_list: NonNullable<Clause['linkList']>;
}

/** The clauses of a plan in display order (queryClauseInfo); unknown plans are refused with 40400. */
export async function planClauses(db: Queryable, tenant: string, goodsId: string, planId: string): Promise<Clause[]> {
  await loadPlanConfig(db, tenant, planId, goodsId);
  const { rows } = await db.query<ClauseRow>(
    `SELECT clause_code, label, is_default, clause_url, link_list FROM goods_clauses WHERE ${FOR_PLAN} ORDER BY sort_order, clause_code`,
    [tenant, goodsId, planId],
  );
  return rows.map((row) => ({
    code: row.clause_code,
    label: row.label,
    isDefault: row.is_default,
    clauseUrl: row.clause_url,
    ...(row.link_list.length > 0 ? { linkList: row.link_list } : {}),
  }));
}

interface NoticeRow {
  notice_type: string;
  notice_object_type: Notice['noticeObjectType'] | null;
  header: string;
  content: string;
  param_list: NonNullable<Notice['paramList']>;
}

/** The insure notices of a plan in display order (queryInsureNoticeList). */
export async function planInsureNotices(db: Queryable, tenant: string, goodsId: string, planId: string): Promise<Notice[]> {
  await loadPlanConfig(db, tenant, planId, goodsId);
  const { rows } = await db.query<NoticeRow>(
    `SELECT notice_type, notice_object_type, header, content, param_list FROM goods_insure_notices WHERE ${FOR_PLAN} ORDER BY sort_order, notice_code`,
    [tenant, goodsId, planId],
  );
  return rows.map((row) =>
    omitEmpty({
      header: row.header,
      noticeType: row.notice_type,
      noticeObjectType: row.notice_object_type,
      content: row.content,
      paramList: row.param_list.length > 0 ? row.param_list : null,
    }),
  );
}

interface AgreementRow {
  agreement_code: string;
  title: string;
  content: string;
  product_code: string | null;
  liability_codes: string[];
}

type AgreementRequest = CallBody<typeof querySpecialAgreementList>;

function applies(row: AgreementRow, request: AgreementRequest): boolean {
  const products = request.planConfigPackageList.flatMap((pkg) => pkg.productList);
  const relevant = row.product_code === null ? products : products.filter((product) => product.productCode === row.product_code);
  if (row.product_code !== null && relevant.length === 0) return false;
  if (row.liability_codes.length === 0) return true;
  return relevant.some((product) => product.liabilityCodeList.some((code) => row.liability_codes.includes(code)));
}

/**
 * The special agreements for the chosen products and liabilities (querySpecialAgreementList): those
 * of the whole plan, those of a chosen product, and those tied to liabilities when one of them is
 * chosen.
 */
export async function planSpecialAgreements(db: Queryable, tenant: string, request: AgreementRequest): Promise<SpecialAgreement[]> {
  await loadPlanConfig(db, tenant, request.planId, request.goodsId);
  const { rows } = await db.query<AgreementRow>(
    `SELECT agreement_code, title, content, product_code, liability_codes FROM goods_special_agreements WHERE ${FOR_PLAN}
      ORDER BY sort_order, agreement_code`,
    [tenant, request.goodsId, request.planId],
  );
  return rows
    .filter((row) => applies(row, request))
    .map((row) => ({ code: row.agreement_code, title: row.title, content: row.content, ...(row.product_code === null ? {} : { productCode: row.product_code }) }));
}
