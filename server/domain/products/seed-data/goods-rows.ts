import type { SeedTables } from './seed-tables';
import type { BenefitSeed, GoodsSeed, RateTableSeed } from './seed-types';
import { array, jsonb } from './upsert';
import { addPlanRows } from './plan-rows';

function addRateTable(tables: SeedTables, tenant: string, seed: RateTableSeed): void {
  const { table } = seed;
  tables.add('rate_tables', {
    tenant_code: tenant,
    rate_table_code: table.code,
    rate_table_name: seed.name,
    basis: table.basis,
    unit_amount: table.unitAmount,
    factor_codes: array(table.factorCodes, 'text[]'),
  });
  for (const row of table.rows) {
    tables.add('rate_table_rows', {
      tenant_code: tenant,
      rate_table_code: table.code,
      age_min: row.ageMin,
      age_max: row.ageMax,
      gender: row.gender,
      insurance_period: row.insurancePeriod,
      payment_period: row.paymentPeriod,
      payment_frequency: row.paymentFrequency,
      sum_insured: row.sumInsured,
      factor_key: row.factorKey,
      rate: row.rate,
    });
  }
}

function addBenefit(tables: SeedTables, tenant: string, benefit: BenefitSeed): void {
  for (const [index, column] of benefit.columns.entries()) {
    tables.add('benefit_columns', { tenant_code: tenant, product_id: benefit.productId, column_code: column.code, title: column.title, sort_order: index });
  }
  for (const rate of benefit.cashValues) {
    tables.add('cash_value_rates', {
      tenant_code: tenant,
      product_id: benefit.productId,
      insurance_period: rate.insurancePeriod,
      payment_period: rate.paymentPeriod,
      policy_year: rate.policyYear,
      rate_bp: rate.rateBp,
    });
  }
}

function addDocuments(tables: SeedTables, tenant: string, seed: GoodsSeed): void {
  const goodsId = seed.goods.goodsId;
  for (const [index, { clause, planIds }] of seed.clauses.entries()) {
    tables.add('goods_clauses', {
      tenant_code: tenant,
      goods_id: goodsId,
      clause_code: clause.code,
      label: clause.label,
      is_default: clause.isDefault ?? false,
      clause_url: clause.clauseUrl ?? '',
      link_list: jsonb(clause.linkList ?? []),
      plan_ids: array(planIds, 'text[]'),
      sort_order: index,
    });
  }
  for (const [index, { code, notice, planIds }] of seed.notices.entries()) {
    tables.add('goods_insure_notices', {
      tenant_code: tenant,
      goods_id: goodsId,
      notice_code: code,
      notice_type: notice.noticeType,
      notice_object_type: notice.noticeObjectType ?? null,
      header: notice.header ?? '',
      content: notice.content ?? '',
      param_list: jsonb(notice.paramList ?? []),
      plan_ids: array(planIds, 'text[]'),
      sort_order: index,
    });
  }
  for (const [index, { agreement, liabilityCodes, planIds }] of seed.agreements.entries()) {
    tables.add('goods_special_agreements', {
      tenant_code: tenant,
      goods_id: goodsId,
      agreement_code: agreement.code,
      title: agreement.title,
      content: agreement.content,
      product_code: agreement.productCode ?? null,
      liability_codes: array(liabilityCodes, 'text[]'),
      plan_ids: array(planIds, 'text[]'),
      sort_order: index,
    });
  }
}

/** Adds the rows of one goods of one tenant with everything under it. */
export function addGoodsRows(tables: SeedTables, tenant: string, seed: GoodsSeed): void {
  tables.add('goods', {
    tenant_code: tenant,
    goods_id: seed.goods.goodsId,
    goods_name: seed.goods.goodsName,
    insurance_category: seed.goods.insuranceCategory,
    company_name: seed.goods.companyName,
    allowed_occupation_categories: array(seed.allowedOccupationCategories, 'smallint[]'),
  });
  for (const table of seed.rateTables) addRateTable(tables, tenant, table);
  for (const [index, plan] of seed.plans.entries()) addPlanRows(tables, tenant, plan, index);
  for (const benefit of seed.benefits) addBenefit(tables, tenant, benefit);
  addDocuments(tables, tenant, seed);
}
