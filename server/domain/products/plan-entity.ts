import type { Plan } from '../../../schema/entities/plan';
import type { Product } from '../../../schema/entities/product';
import { periodFields } from '../../../shared/premium/product-factors';
import { isMainProduct } from '../../app/is-main-product';
import type { PlanConfig, ProductConfig } from './plan-config';
import { FACTOR_CODES } from './premium-factors';

type PeriodFields = Pick<Product, 'insurancePeriod' | 'insurancePeriodUnitType' | 'paymentPeriod' | 'paymentPeriodUnitType'>;

function productEntity(config: ProductConfig, defaults: PeriodFields, dynamicDefaults: Record<string, string>): Product {
  return {
    ...config.product,
    ...defaults,
    ...(Object.keys(dynamicDefaults).length > 0 ? { dynamicFactorMap: dynamicDefaults } : {}),
    planConfigLiabilityList: config.liabilities.map((entry) => entry.liability),
  };
}

/**
 * The plan as the buyer app shows it (plan selector, plan tabs): packages with their products and
 * liabilities, the main and additional product lists, services, insured limits and collocation rows.
 * Products carry the default insurance and payment periods and the dynamic factors' defaults.
 */
export function planEntity(config: PlanConfig): Plan {
  const defaultOf = (code: string) => config.factors.find((factor) => factor.code === code)?.defaultValue;
  const defaults = {
    ...periodFields('insurancePeriod', defaultOf(FACTOR_CODES.insurancePeriod)),
    ...periodFields('paymentPeriod', defaultOf(FACTOR_CODES.paymentPeriod)),
  };
  const dynamicDefaults = Object.fromEntries(
    config.factors
      .filter((factor) => factor.code !== FACTOR_CODES.insurancePeriod && factor.code !== FACTOR_CODES.paymentPeriod)
      .map((factor) => [factor.code, factor.defaultValue]),
  );
  const packages = config.packages.map((pkg) => ({
    ...pkg.package,
    productList: pkg.products.map((product) => productEntity(product, defaults, dynamicDefaults)),
  }));
  const products = packages.flatMap((pkg) => pkg.productList);
  return {
    ...config.plan,
    packages,
    planConfigMainProductList: products.filter(isMainProduct),
    planConfigAdditionProductList: products.filter((product) => !isMainProduct(product)),
    paymentFrequencies: [...config.paymentFrequencies],
    defaultPaymentFrequency: config.defaultPaymentFrequency,
    liabilityCollocationList: [...config.collocations],
  };
}
