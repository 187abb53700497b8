import type { LiabilityCollocation } from '../../../schema/entities/liability-collocation';
import type { Liability } from '../../../schema/entities/liability';
import type { PAYMENT_FREQUENCIES } from '../../../schema/entities/order';
import type { Plan } from '../../../schema/entities/plan';
import type { PlanPackage } from '../../../schema/entities/plan-package';
import type { Product } from '../../../schema/entities/product';
import type { INSURANCE_CATEGORIES } from '../../../schema/template/insurance-category';

/** month or year: how often premiums are paid. */
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** A liability as the buyer app shows it, with the rate table that prices it (if any). */
export interface LiabilityConfig {
  readonly liability: Liability;
  readonly rateTableCode: string | null;
}

/** A product as the buyer app shows it (without nested lists), with its pricing configuration. */
export interface ProductConfig {
  readonly product: Product;
  /** The product's own rate table, used when it is priced bySumInsured. */
  readonly rateTableCode: string | null;
  readonly liabilities: readonly LiabilityConfig[];
}

/** A product package of a plan with its products. */
export interface PackageConfig {
  readonly package: PlanPackage;
  readonly products: readonly ProductConfig[];
}

/** One choice of a premium factor. */
export interface FactorOption {
  readonly value: string;
  readonly label: string;
}

/** A premium factor the plan offers: insurance period, payment period or a dynamic factor. */
export interface FactorConfig {
  readonly code: string;
  readonly name: string;
  readonly options: readonly FactorOption[];
  readonly defaultValue: string;
}

/** When `triggerCode` takes `triggerValue`, `targetCode` may only take `options`. */
export interface FactorLink {
  readonly triggerCode: string;
  readonly triggerValue: string;
  readonly targetCode: string;
  readonly options: readonly FactorOption[];
  readonly defaultValue: string;
}

/** The goods a plan belongs to. */
export interface GoodsInfo {
  readonly goodsId: string;
  readonly goodsName: string;
  readonly insuranceCategory: (typeof INSURANCE_CATEGORIES)[number];
  readonly companyName: string;
}

/** Everything the products domain knows about one plan: what it shows, and how it is priced. */
export interface PlanConfig {
  readonly goods: GoodsInfo;
  /** The plan's own fields as the buyer app shows them (packages and product lists are built separately). */
  readonly plan: Required<Pick<Plan, 'planId' | 'planName' | 'salesname' | 'minInsuredCount' | 'maxInsuredCount' | 'serviceList'>>;
  /** Insured age limits such as '30-D' and '65-Y', judged on the insurance start date. */
  readonly insuredAge: { readonly begin: string; readonly end: string };
  readonly paymentFrequencies: readonly PaymentFrequency[];
  readonly defaultPaymentFrequency: PaymentFrequency;
  /** Promotional first-month premium per insured on monthly payment; null charges the regular instalment. */
  readonly firstMonthPremium: number | null;
  readonly packages: readonly PackageConfig[];
  readonly collocations: readonly LiabilityCollocation[];
  readonly factors: readonly FactorConfig[];
  readonly links: readonly FactorLink[];
}

/** Every product of a plan, in package order. */
export function planProducts(config: PlanConfig): ProductConfig[] {
  return config.packages.flatMap((pkg) => pkg.products);
}
