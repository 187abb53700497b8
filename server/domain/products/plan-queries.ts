import type { CollocationRule } from '../../../schema/entities/collocation-rule';
import type { Queryable } from '../../db/database';
import type { FactorConfig, FactorLink, GoodsInfo, PaymentFrequency, PlanConfig } from './plan-config';
import type { LiabilityRow, ProductRow } from './product-rows';

/** A `plan_packages` row. */
export interface PackageRow {
  product_package_id: string;
  product_package_code: string;
  product_package_name: string;
  package_code: string | null;
  package_name: string | null;
}

/** A `plan_factors` row. */
export interface FactorRow {
  factor_code: string;
  factor_name: string;
  options: FactorConfig['options'];
  default_value: string;
}

/** A `plan_factor_links` row. */
export interface LinkRow {
  trigger_code: string;
  trigger_value: string;
  target_code: string;
  options: FactorLink['options'];
  default_value: string;
}

/** A `liability_collocations` row. */
export interface CollocationRow {
  product_id: string;
  liability_code: string;
  collocation_product_id: string;
  collocation_liability_code: string;
  collocation_type: number;
}

/** A `plans` row with its goods' columns. */
export interface PlanRow {
  plan_id: string;
  plan_name: string;
  sales_name: string;
  min_insured_count: number;
  max_insured_count: number;
  insured_age_begin: string;
  insured_age_end: string;
  payment_frequencies: PaymentFrequency[];
  default_payment_frequency: PaymentFrequency;
  first_month_premium: number | null;
  service_list: PlanConfig['plan']['serviceList'];
  goods_id: string;
  goods_name: string;
  insurance_category: GoodsInfo['insuranceCategory'];
  company_name: string;
}

/**
 * The plan and everything under it, one simple query per table: PostgreSQL plans a query again on
 * every call, and planning one query with nested aggregates costs more than running these.
 */
const PLAN_SQL = `
SELECT p.plan_id, p.plan_name, p.sales_name, p.min_insured_count, p.max_insured_count, p.insured_age_begin,
       p.insured_age_end, p.payment_frequencies, p.default_payment_frequency, p.first_month_premium, p.service_list,
       g.goods_id, g.goods_name, g.insurance_category, g.company_name
  FROM plans p JOIN goods g ON g.tenant_code = p.tenant_code AND g.goods_id = p.goods_id
 WHERE p.tenant_code = $1 AND p.plan_id = $2`;

const PACKAGES_SQL = `
SELECT product_package_id, product_package_code, product_package_name, package_code, package_name
  FROM plan_packages WHERE tenant_code = $1 AND plan_id = $2 ORDER BY sort_order, product_package_id`;

const PRODUCTS_SQL = `
SELECT pr.*, r.effect, r.combinator, r.conditions
  FROM plan_packages k
  JOIN products pr ON pr.tenant_code = k.tenant_code AND pr.product_package_id = k.product_package_id
  LEFT JOIN product_collocation_rules r ON r.tenant_code = pr.tenant_code AND r.product_id = pr.product_id
 WHERE k.tenant_code = $1 AND k.plan_id = $2 ORDER BY pr.sort_order, pr.product_id`;

const LIABILITIES_SQL = `
SELECT li.*
  FROM plan_packages k
  JOIN products pr ON pr.tenant_code = k.tenant_code AND pr.product_package_id = k.product_package_id
  JOIN liabilities li ON li.tenant_code = pr.tenant_code AND li.product_id = pr.product_id
 WHERE k.tenant_code = $1 AND k.plan_id = $2 ORDER BY li.product_id, li.sort_order, li.liability_code`;

const COLLOCATIONS_SQL = `
SELECT product_id, liability_code, collocation_product_id, collocation_liability_code, collocation_type
  FROM liability_collocations WHERE tenant_code = $1 AND plan_id = $2
 ORDER BY product_id, liability_code, collocation_product_id, collocation_liability_code`;

const FACTORS_SQL = `
SELECT factor_code, factor_name, options, default_value FROM plan_factors
 WHERE tenant_code = $1 AND plan_id = $2 ORDER BY sort_order, factor_code`;

const LINKS_SQL = `
SELECT trigger_code, trigger_value, target_code, options, default_value FROM plan_factor_links
 WHERE tenant_code = $1 AND plan_id = $2 ORDER BY trigger_code, trigger_value, target_code`;

/** A `products` row with its visibility rule's columns (null when it has none). */
export type ProductWithRule = ProductRow & {
  effect: CollocationRule['effect'] | null;
  combinator: CollocationRule['combinator'] | null;
  conditions: CollocationRule['conditions'] | null;
};

/** Everything stored for a plan, as the queries return it. */
export interface PlanRows {
  readonly plan: PlanRow;
  readonly packages: readonly PackageRow[];
  readonly products: readonly ProductWithRule[];
  readonly liabilities: readonly LiabilityRow[];
  readonly collocations: readonly CollocationRow[];
  readonly factors: readonly FactorRow[];
  readonly links: readonly LinkRow[];
}

/** The rows of a plan of the tenant and of everything under it, or undefined when the tenant has no such plan. */
export async function queryPlanRows(db: Queryable, tenant: string, planId: string): Promise<PlanRows | undefined> {
  const params = [tenant, planId];
  // One after another: `db` may be a transaction, whose single connection takes one query at a time.
  const plan = (await db.query<PlanRow>(PLAN_SQL, params)).rows[0];
  if (!plan) return undefined;
  return {
    plan,
    packages: (await db.query<PackageRow>(PACKAGES_SQL, params)).rows,
    products: (await db.query<ProductWithRule>(PRODUCTS_SQL, params)).rows,
    liabilities: (await db.query<LiabilityRow>(LIABILITIES_SQL, params)).rows,
    collocations: (await db.query<CollocationRow>(COLLOCATIONS_SQL, params)).rows,
    factors: (await db.query<FactorRow>(FACTORS_SQL, params)).rows,
    links: (await db.query<LinkRow>(LINKS_SQL, params)).rows,
  };
}
