import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { formatSumInsured } from '../../shared/format/format-sum-insured';

/** One product of the chosen plan with its liabilities, ready to list. */
export interface DutyProduct {
  readonly key: string;
  readonly name: string;
  readonly sumInsuredText?: string | undefined;
  readonly liabilities: readonly { readonly key: string; readonly name: string; readonly amountText?: string | undefined; readonly remark?: string | undefined }[];
}

/** The chosen plan's products split into main and additional insurance. */
export interface DutyGroups {
  readonly main: readonly DutyProduct[];
  readonly additional: readonly DutyProduct[];
}

function isMain(product: Product): boolean {
  return product.productType === undefined || product.productType === 1 || product.productType === 'main';
}

/**
 * The amount chosen (or fixed) for a liability as the spec shows amounts (section 9): below 10000 yuan
 * in 元, from 10000 in 万元, whatever unit the product has the buyer type it in (sumInsuredFormatType
 * yuan: a theft rider's 30000 is typed as 30000 and confirmed as 3万元); none when neither is known.
 */
function amountOf(fen: number | undefined): string | undefined {
  return fen === undefined ? undefined : formatSumInsured(fen);
}

function toDuty(product: Product, index: number): DutyProduct {
  return {
    key: `${product.productCode}-${index}`,
    name: product.productName,
    sumInsuredText: amountOf(product.sumInsured),
    liabilities: (product.planConfigLiabilityList ?? []).map((liability, at) => ({
      key: `${liability.liabilityCode}-${at}`,
      name: liability.liabilityAlias || liability.liabilityName,
      amountText: liability.sumInsuredValueStr ?? liability.sumInsuredString ?? amountOf(liability.sumInsured ?? liability.fixedSumInsuredValue),
      remark: liability.simpleRemark ?? liability.remark,
    })),
  };
}

/**
 * The products of the packages the buyer chose (optional liabilities already applied by the plan
 * tabs), main insurance first: what the buyer confirms they are buying.
 */
export function planDutyGroups(packages: readonly PlanPackage[]): DutyGroups {
  const products = packages.flatMap((pkg) => pkg.productList ?? []);
  return {
    main: products.filter(isMain).map(toDuty),
    additional: products.filter((product) => !isMain(product)).map(toDuty),
  };
}
