import type { Liability } from '../../../schema/entities/liability';
import { assertNever } from '../../../shared/assert-never';
import type { FactorConflict } from '../../../shared/premium/product-factors';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { isMainProduct } from '../../app/is-main-product';
import type { LiabilityConfig, PlanConfig, ProductConfig } from './plan-config';
import type { PackageChoice, ProductChoice } from './product-choices';
import { PRODUCT_MESSAGES } from './product-messages';

/** A liability that will be priced, with its sum insured for all copies. */
export interface ResolvedLiability {
  readonly config: LiabilityConfig;
  readonly sumInsured: number;
}

/** A product that will be priced: its configuration, the copies bought and the chosen liabilities. */
export interface ResolvedProduct {
  readonly config: ProductConfig;
  readonly productPackageId: string;
  readonly copies: number;
  /** The product's sum insured for all copies. */
  readonly sumInsured: number;
  readonly liabilities: readonly ResolvedLiability[];
  /** The product's own factor values from the request. */
  readonly factors: Readonly<Record<string, string>>;
  /** A factor the request states for this product with two different values. */
  readonly conflict?: FactorConflict;
}

function refuse(message: string): never {
  throw new DomainError(ERROR_CODES.badRequest, message);
}

function isIncluded(optional: number | undefined, chosen: boolean): boolean {
  return chosen || optional !== 1;
}

/** The sum insured of one copy of a liability: fixed, or the chosen value checked against its choices. */
function liabilitySumInsured(liability: Liability, chosen: number | undefined): number {
  const name = liability.liabilityName;
  const subType = liability.sumInsuredSubType ?? 'fixed';
  switch (subType) {
    case 'fixed':
      return liability.fixedSumInsuredValue ?? 0;
    case 'enum': {
      if (chosen === undefined) return refuse(PRODUCT_MESSAGES.sumInsuredMissing(name));
      const offered = (liability.enumSumInsuredValueList ?? []).some((item) => item.value === chosen);
      return offered ? chosen : refuse(PRODUCT_MESSAGES.sumInsuredNotOffered(name));
    }
    case 'step': {
      const step = liability.stepSumInsuredValue;
      if (chosen === undefined) return refuse(PRODUCT_MESSAGES.sumInsuredMissing(name));
      const onStep = step && chosen >= step.minValue && chosen <= step.maxValue && (chosen - step.minValue) % step.stepValue === 0;
      return onStep ? chosen : refuse(PRODUCT_MESSAGES.sumInsuredNotOffered(name));
    }
    case 'input': {
      const range = liability.inputSumInsuredValue;
      if (chosen === undefined) return refuse(PRODUCT_MESSAGES.sumInsuredMissing(name));
      return range && chosen >= range.minValue && chosen <= range.maxValue ? chosen : refuse(PRODUCT_MESSAGES.sumInsuredNotOffered(name));
    }
    default:
      return assertNever(subType, 'sum insured sub type');
  }
}

function copiesOf(config: ProductConfig, choice: ProductChoice): number {
  const copies = config.product.copiesSumInsuredValue;
  if (config.product.sumInsuredType !== 'copies' || !copies) return 1;
  const min = copies.minCopies ?? 1;
  const max = copies.maxCopies ?? min;
  const count = choice.sumInsured === undefined ? min : choice.sumInsured / copies.eachValue;
  if (!Number.isInteger(count) || count < min || count > max) {
    return refuse(PRODUCT_MESSAGES.copiesOutOfRange(config.product.productName, min, max));
  }
  return count;
}

function resolveProduct(config: ProductConfig, choice: ProductChoice, productPackageId: string, fallbackSumInsured: number | undefined): ResolvedProduct {
  const chosen = new Map(choice.liabilities.map((liability) => [liability.liabilityCode, liability]));
  for (const code of chosen.keys()) {
    if (!config.liabilities.some((entry) => entry.liability.liabilityCode === code)) {
      refuse(PRODUCT_MESSAGES.unknownLiability(config.product.productName, code));
    }
  }
  const copies = copiesOf(config, choice);
  // Selectable liabilities take the product's sum insured when the request states it there; a common
  // sumInsured factor means the main product's.
  const fallback = isMainProduct(config.product) ? fallbackSumInsured : undefined;
  const productLevel = config.product.sumInsuredType === 'copies' ? undefined : (choice.sumInsured ?? fallback);
  const liabilities = config.liabilities
    .filter((entry) => isIncluded(entry.liability.isOptional, chosen.has(entry.liability.liabilityCode)))
    .map((entry) => ({
      config: entry,
      sumInsured: liabilitySumInsured(entry.liability, chosen.get(entry.liability.liabilityCode)?.sumInsured ?? productLevel) * copies,
    }));
  if (liabilities.length === 0 && config.liabilities.length > 0) refuse(PRODUCT_MESSAGES.productWithoutLiability(config.product.productName));
  const largest = Math.max(0, ...liabilities.map((liability) => liability.sumInsured));
  const product = config.product;
  const sumInsured =
    product.sumInsuredType === 'copies' && product.copiesSumInsuredValue
      ? product.copiesSumInsuredValue.eachValue * copies
      : product.sumInsuredType === 'fixed' && product.fixedSumInsuredValue !== undefined
        ? product.fixedSumInsuredValue
        : largest;
  return { config, productPackageId, copies, sumInsured, liabilities, factors: choice.factors, ...(choice.conflict ? { conflict: choice.conflict } : {}) };
}

/**
 * Checks what the buyer chose against the plan and completes it: unknown packages, products and
 * liabilities are refused; required products of a chosen package and required liabilities of a chosen
 * product are added; sums insured are checked against each liability's fixed value, list, steps or
 * range (`fallbackSumInsured`, a common sumInsured factor, serves products that state none).
 */
export function resolveChoices(plan: PlanConfig, choices: readonly PackageChoice[], fallbackSumInsured?: number): ResolvedProduct[] {
  if (choices.length === 0) refuse(PRODUCT_MESSAGES.noPackageChosen);
  const resolved: ResolvedProduct[] = [];
  for (const choice of choices) {
    const pkg = plan.packages.find((candidate) => candidate.package.productPackageId === choice.productPackageId);
    if (!pkg) return refuse(PRODUCT_MESSAGES.unknownPackage(choice.productPackageId));
    const byId = new Map(choice.products.map((product) => [product.productId, product]));
    for (const productId of byId.keys()) {
      if (!pkg.products.some((config) => config.product.productId === productId)) refuse(PRODUCT_MESSAGES.unknownProduct(productId));
    }
    for (const config of pkg.products) {
      const product = byId.get(config.product.productId);
      if (!isIncluded(config.product.isOptional, product !== undefined)) continue;
      const stated: ProductChoice = product ?? { productId: config.product.productId, sumInsured: undefined, factors: {}, liabilities: [] };
      resolved.push(resolveProduct(config, stated, pkg.package.productPackageId, fallbackSumInsured));
    }
  }
  return resolved;
}
