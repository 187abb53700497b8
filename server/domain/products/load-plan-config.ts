import type { CollocationRule } from '../../../schema/entities/collocation-rule';
import type { LiabilityCollocation } from '../../../schema/entities/liability-collocation';
import { notFound, requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import type { PlanConfig, ProductConfig } from './plan-config';
import { queryPlanRows, type CollocationRow, type PlanRows } from './plan-queries';
import { cachedCatalogue } from '../../catalogue/watch-catalogue';
import { PRODUCT_MESSAGES } from './product-messages';
import { liabilityFromRow, productFromRow, type LiabilityRow } from './product-rows';

function toProductConfigs(row: PlanRows): Map<string, ProductConfig[]> {
  const liabilitiesByProduct = new Map<string, LiabilityRow[]>();
  for (const liability of row.liabilities) {
    const list = liabilitiesByProduct.get(liability.product_id) ?? [];
    list.push(liability);
    liabilitiesByProduct.set(liability.product_id, list);
  }
  const byPackage = new Map<string, ProductConfig[]>();
  for (const product of row.products) {
    const rule: CollocationRule | undefined =
      product.effect && product.combinator && product.conditions
        ? { effect: product.effect, combinator: product.combinator, conditions: product.conditions }
        : undefined;
    const wanYuan = product.sum_insured_format_type === 'wanYuan';
    const config: ProductConfig = {
      product: productFromRow(product, rule),
      rateTableCode: product.rate_table_code,
      liabilities: (liabilitiesByProduct.get(product.product_id) ?? []).map((liability) => ({
        liability: liabilityFromRow(liability, wanYuan),
        rateTableCode: liability.rate_table_code,
      })),
    };
    const list = byPackage.get(product.product_package_id) ?? [];
    list.push(config);
    byPackage.set(product.product_package_id, list);
  }
  return byPackage;
}

function toCollocation(row: CollocationRow): LiabilityCollocation {
  return {
    productId: row.product_id,
    liabilityCode: row.liability_code,
    collocationProductId: row.collocation_product_id,
    collocationLiabilityCode: row.collocation_liability_code,
    collocationType: row.collocation_type,
  };
}

/**
 * Loads a plan of the tenant with its goods, packages, products, liabilities, collocation rows,
 * visibility rules, factors and factor links. Refuses an unknown plan (or one of another tenant) with
 * 40400, and a plan that does not belong to `goodsId` when one is given. A plan found is kept in
 * memory until the catalogue changes (see `cachedCatalogue`).
 */
export async function loadPlanConfig(db: Queryable, tenant: string, planId: string, goodsId?: string): Promise<PlanConfig> {
  const config = requireFound(
    await cachedCatalogue(db, `plan:${tenant}:${planId}`, () => queryPlanConfig(db, tenant, planId), (found) => found !== undefined),
    PRODUCT_MESSAGES.planNotFound(planId),
  );
  if (goodsId !== undefined && goodsId !== '' && config.goods.goodsId !== goodsId) {
    throw notFound(PRODUCT_MESSAGES.planNotInGoods(planId, goodsId));
  }
  return config;
}

async function queryPlanConfig(db: Queryable, tenant: string, planId: string): Promise<PlanConfig | undefined> {
  const row = await queryPlanRows(db, tenant, planId);
  if (!row) return undefined;
  const { plan } = row;
  const productsByPackage = toProductConfigs(row);
  return {
    goods: { goodsId: plan.goods_id, goodsName: plan.goods_name, insuranceCategory: plan.insurance_category, companyName: plan.company_name },
    plan: {
      planId: plan.plan_id,
      planName: plan.plan_name,
      salesname: plan.sales_name,
      minInsuredCount: plan.min_insured_count,
      maxInsuredCount: plan.max_insured_count,
      serviceList: plan.service_list,
    },
    insuredAge: { begin: plan.insured_age_begin, end: plan.insured_age_end },
    paymentFrequencies: plan.payment_frequencies,
    defaultPaymentFrequency: plan.default_payment_frequency,
    firstMonthPremium: plan.first_month_premium,
    packages: row.packages.map((pkg) => ({
      package: {
        productPackageId: pkg.product_package_id,
        productPackageCode: pkg.product_package_code,
        productPackageName: pkg.product_package_name,
        ...(pkg.package_code === null ? {} : { packageCode: pkg.package_code }),
        ...(pkg.package_name === null ? {} : { packageName: pkg.package_name }),
      },
      products: productsByPackage.get(pkg.product_package_id) ?? [],
    })),
    collocations: row.collocations.map(toCollocation),
    factors: row.factors.map((factor) => ({ code: factor.factor_code, name: factor.factor_name, options: factor.options, defaultValue: factor.default_value })),
    links: row.links.map((link) => ({
      triggerCode: link.trigger_code,
      triggerValue: link.trigger_value,
      targetCode: link.target_code,
      options: link.options,
      defaultValue: link.default_value,
    })),
  };
}
