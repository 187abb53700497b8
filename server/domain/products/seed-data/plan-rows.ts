import type { SeedTables } from './seed-tables';
import type { PlanConfig, ProductConfig } from '../plan-config';
import { array, jsonb } from './upsert';

function addProduct(tables: SeedTables, tenant: string, productPackageId: string, config: ProductConfig, order: number): void {
  const { product } = config;
  const copies = product.copiesSumInsuredValue;
  tables.add('products', {
    tenant_code: tenant,
    product_id: product.productId,
    product_package_id: productPackageId,
    product_code: product.productCode,
    product_name: product.productName,
    product_type: product.productType === 1 || product.productType === 'main' ? 1 : 2,
    is_optional: product.isOptional ?? 0,
    sort_order: order,
    sum_insured_type: product.sumInsuredType ?? 'fixed',
    sum_insured_format_type: product.sumInsuredFormatType ?? 'yuan',
    fixed_sum_insured: product.fixedSumInsuredValue ?? null,
    copies_each_value: copies?.eachValue ?? null,
    copies_min: copies?.minCopies ?? null,
    copies_max: copies?.maxCopies ?? null,
    premium_calculate_type: product.premiumCalculateType === 'bySumInsured' ? 'bySumInsured' : 'byLiability',
    premium_type: product.premiumType ?? 'regular',
    rate_table_code: config.rateTableCode,
    extra_info: jsonb(product.extraInfo ?? {}),
  });
  for (const [index, { liability, rateTableCode }] of config.liabilities.entries()) {
    tables.add('liabilities', {
      tenant_code: tenant,
      product_id: product.productId,
      liability_code: liability.liabilityCode,
      liability_name: liability.liabilityName,
      liability_alias: liability.liabilityAlias ?? null,
      is_optional: liability.isOptional ?? 0,
      remark: liability.remark ?? null,
      simple_remark: liability.simpleRemark ?? null,
      sum_insured_value_str: liability.sumInsuredValueStr ?? null,
      sum_insured_sub_type: liability.sumInsuredSubType ?? 'fixed',
      fixed_sum_insured: liability.fixedSumInsuredValue ?? null,
      enum_sum_insured: jsonb(liability.enumSumInsuredValueList),
      step_min: liability.stepSumInsuredValue?.minValue ?? null,
      step_max: liability.stepSumInsuredValue?.maxValue ?? null,
      step_value: liability.stepSumInsuredValue?.stepValue ?? null,
      input_min: liability.inputSumInsuredValue?.minValue ?? null,
      input_max: liability.inputSumInsuredValue?.maxValue ?? null,
      rate_table_code: rateTableCode,
      sort_order: index,
    });
  }
  const rule = product.collocationRule;
  if (rule) {
    tables.add('product_collocation_rules', {
      tenant_code: tenant,
      product_id: product.productId,
      effect: rule.effect,
      combinator: rule.combinator,
      conditions: jsonb(rule.conditions),
    });
  }
}

/** Adds the rows of a plan with its packages, products, liabilities, rules, collocation rows, factors and links. */
export function addPlanRows(tables: SeedTables, tenant: string, config: PlanConfig, order: number): void {
  const { plan } = config;
  tables.add('plans', {
    tenant_code: tenant,
    plan_id: plan.planId,
    goods_id: config.goods.goodsId,
    plan_name: plan.planName,
    sales_name: plan.salesname,
    sort_order: order,
    min_insured_count: plan.minInsuredCount,
    max_insured_count: plan.maxInsuredCount,
    insured_age_begin: config.insuredAge.begin,
    insured_age_end: config.insuredAge.end,
    payment_frequencies: array(config.paymentFrequencies, 'text[]'),
    default_payment_frequency: config.defaultPaymentFrequency,
    first_month_premium: config.firstMonthPremium,
    service_list: jsonb(plan.serviceList),
  });
  for (const [index, pkg] of config.packages.entries()) {
    const { package: planPackage } = pkg;
    tables.add('plan_packages', {
      tenant_code: tenant,
      product_package_id: planPackage.productPackageId,
      plan_id: plan.planId,
      product_package_code: planPackage.productPackageCode,
      product_package_name: planPackage.productPackageName ?? planPackage.productPackageCode,
      package_code: planPackage.packageCode ?? null,
      package_name: planPackage.packageName ?? null,
      sort_order: index,
    });
    for (const [productIndex, product] of pkg.products.entries()) {
      addProduct(tables, tenant, planPackage.productPackageId, product, productIndex);
    }
  }
  for (const row of config.collocations) {
    tables.add('liability_collocations', {
      tenant_code: tenant,
      plan_id: plan.planId,
      product_id: row.productId,
      liability_code: row.liabilityCode,
      collocation_product_id: row.collocationProductId,
      collocation_liability_code: row.collocationLiabilityCode,
      collocation_type: row.collocationType,
    });
  }
  for (const [index, factor] of config.factors.entries()) {
    tables.add('plan_factors', {
      tenant_code: tenant,
      plan_id: plan.planId,
      factor_code: factor.code,
      factor_name: factor.name,
      options: jsonb(factor.options),
      default_value: factor.defaultValue,
      sort_order: index,
    });
  }
  for (const link of config.links) {
    tables.add('plan_factor_links', {
      tenant_code: tenant,
      plan_id: plan.planId,
      trigger_code: link.triggerCode,
      trigger_value: link.triggerValue,
      target_code: link.targetCode,
      options: jsonb(link.options),
      default_value: link.defaultValue,
    });
  }
}
