import type { PremiumTrialItem } from '../../schema/entities/premium-trial-item';
import type { PremiumTrialRequest } from '../../schema/entities/premium-trial-request';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { shanghaiDateToTimestamp } from '../../shared/dates/shanghai-date-to-timestamp';
import { MONTHLY_INSTALMENTS, PAY_TYPE_YEARLY } from '../../shared/constants';
import { sumTrialPremiums } from '../../shared/premium/trial-total';
import { commonFactors, holderFactors, insuredFactorList } from './trial-factors';

type Factor = PremiumTrialRequest['premiumCalculatePackageList'][number]['premiumFactorList'][number];
type Factors = Readonly<Record<string, unknown>> | undefined;

/** The trial's factor types, as the server reads them: which trial element scope a factor came from. */
const FACTOR_TYPES = { holder: 'holder', insured: 'insured', common: 'common' } as const;

/** A payType other than yearly, for the monthly trial result (spec: any payType but 1 is monthly). */
const PAY_TYPE_MONTHLY = 2;

/** What a premium trial is built from. */
export interface BuildTrialInput {
  readonly values: Readonly<Record<string, unknown>>;
  readonly plan: Plan;
  readonly goodsId: string;
  readonly packages?: readonly PlanPackage[];
  readonly paymentFrequency?: 'month' | 'year';
}

function factorsOf(type: string, source: Factors): Factor[] {
  return Object.entries(source ?? {}).flatMap(([code, value]) => {
    if (code === 'insuranceStartDate') return [];
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return text === '' ? [] : [{ type, code, value: text }];
  });
}

function flatten(products: readonly Product[]): Product[] {
  return products.flatMap((product) => [product, ...flatten(product.productList ?? [])]);
}

function trialProducts(packages: readonly PlanPackage[]) {
  return packages.flatMap((pkg) =>
    flatten(pkg.productList ?? []).map((product) => ({
      productId: product.productId,
      productCode: product.productCode,
      productName: product.productName,
      ...(product.sumInsured !== undefined ? { sumInsured: product.sumInsured } : {}),
      premiumCalculateLiabilityList: (product.planConfigLiabilityList ?? []).map((liability) => ({
        liabilityCode: liability.liabilityCode,
        liabilityName: liability.liabilityName,
        ...(liability.sumInsured !== undefined ? { sumInsured: liability.sumInsured } : {}),
      })),
    })),
  );
}

/**
 * The premium trial of page 1 (getPremium): one entry per insured of the trial elements (one for the
 * holder when there is no insured scope), each with the holder's, that insured's and the common
 * factors, the payment frequency, and the chosen products. Undefined when the plan has no package.
 */
export function buildTrialRequest(input: BuildTrialInput): PremiumTrialRequest | undefined {
  const packages = input.packages ?? input.plan.packages;
  const first = packages[0];
  if (!first) return undefined;
  const common = commonFactors(input.values);
  const shared = [
    ...factorsOf(FACTOR_TYPES.holder, holderFactors(input.values)),
    ...factorsOf(FACTOR_TYPES.common, { ...common, ...(input.paymentFrequency ? { paymentFrequency: input.paymentFrequency } : {}) }),
  ];
  const insureds = insuredFactorList(input.values);
  const people = insureds.length > 0 ? insureds : [undefined];
  const products = trialProducts(packages);
  const start = common?.insuranceStartDate;
  const startDate = typeof start === 'number' ? start : typeof start === 'string' ? shanghaiDateToTimestamp(start) : undefined;
  return {
    goodsId: input.goodsId,
    planId: input.plan.planId,
    ...(startDate !== undefined ? { insuranceStartDate: startDate } : {}),
    premiumCalculatePackageList: people.map((person) => ({
      productPackageId: first.productPackageId,
      productPackageCode: first.productPackageCode,
      premiumFactorList: [...factorsOf(FACTOR_TYPES.insured, person), ...shared],
      premiumCalculateProductList: products,
    })),
  };
}

/**
 * The trial answer as the premium blocks read a calculation result, with the figures premiumCalculate
 * gives for the same choice: the items' sum per payment; for monthly payment the first month (the
 * items' first payments, which a promotional first month lowers), the instalment from the next month
 * on, and the year's total. Undefined when the answer is unusable (保费试算异常).
 */
export function trialAsResult(items: readonly PremiumTrialItem[], frequency: 'month' | 'year' | undefined): Record<string, number> | undefined {
  const total = sumTrialPremiums(items);
  if (total === undefined) return undefined;
  if (frequency !== 'month') return { payType: PAY_TYPE_YEARLY, initialPremium: total, totalPremium: total };
  const first = sumTrialPremiums(items.map((item) => ({ premium: item.initialPremium ?? item.premium })));
  if (first === undefined) return undefined;
  return { payType: PAY_TYPE_MONTHLY, initialPremium: first, nextPremium: total, totalPremium: first + MONTHLY_INSTALMENTS * total };
}
