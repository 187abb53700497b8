import type { Liability } from '../../../schema/entities/liability';
import type { Plan } from '../../../schema/entities/plan';
import type { PlanPackage } from '../../../schema/entities/plan-package';
import type { Product } from '../../../schema/entities/product';
import { formatSumInsured } from '../../../shared/format/format-sum-insured';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';

/** One row of the guarantee duty table. */
export interface DutyRow {
  readonly key: string;
  readonly name: string;
  readonly sumInsured: string;
  /** The explanation opened from the row, if any. */
  readonly remark?: string;
}

/** The rows of a plan, by kind. */
export interface DutyGroups {
  readonly main: readonly DutyRow[];
  readonly addition: readonly DutyRow[];
  readonly services: readonly DutyRow[];
}

function isMain(product: Product): boolean {
  return product.productType === 1 || product.productType === 'main';
}

function packageProducts(packages: readonly PlanPackage[] | undefined): Product[] {
  const flatten = (list: readonly Product[]): Product[] => list.flatMap((product) => [product, ...flatten(product.productList ?? [])]);
  return flatten((packages ?? []).flatMap((pack) => pack.productList ?? []));
}

/** The plan's main and additional products: its own lists, else its packages' products by type. */
function planProducts(plan: Plan): { main: Product[]; addition: Product[] } {
  if (plan.planConfigMainProductList || plan.planConfigAdditionProductList) {
    return { main: [...(plan.planConfigMainProductList ?? [])], addition: [...(plan.planConfigAdditionProductList ?? [])] };
  }
  const all = packageProducts(plan.packages);
  return { main: all.filter(isMain), addition: all.filter((product) => !isMain(product)) };
}

function range(min: number, max: number, wanYuan: boolean): string {
  const low = formatSumInsured(min, { wanYuan });
  const high = formatSumInsured(max, { wanYuan });
  return low === high ? low : `${low}~${high}`;
}

/**
 * What a liability's sum insured column says: the configured text, else the chosen amount, else the
 * fixed amount, else the range that can be chosen, else a dash.
 */
export function liabilitySumInsuredText(liability: Liability, chosenFen: number | undefined, wanYuan: boolean): string {
  const text = liability.sumInsuredValueStr || liability.sumInsuredString;
  if (text) return text;
  const amount = chosenFen ?? liability.sumInsured ?? liability.fixedSumInsuredValue;
  if (amount !== undefined) return formatSumInsured(amount, { wanYuan });
  const options = liability.enumSumInsuredValueList;
  if (options && options.length > 0) {
    const values = options.map((option) => option.value);
    return range(Math.min(...values), Math.max(...values), wanYuan);
  }
  const bounds = liability.stepSumInsuredValue ?? liability.inputSumInsuredValue;
  if (bounds) return range(bounds.minValue, bounds.maxValue, wanYuan);
  return PREMIUM_MESSAGES.unknownPremium;
}

/**
 * The guarantee duty table of a plan: a row per liability of its main and additional products (with
 * the sums the buyer chose in the plan tabs, when given) and a row per service.
 */
export function dutyRows(plan: Plan, chosen: readonly PlanPackage[] | undefined, useAlias: boolean): DutyGroups {
  const chosenSums = new Map<string, number>();
  for (const product of packageProducts(chosen)) {
    for (const liability of product.planConfigLiabilityList ?? []) {
      if (liability.sumInsured !== undefined) chosenSums.set(`${product.productId}/${liability.liabilityCode}`, liability.sumInsured);
    }
  }
  const rowsOf = (products: readonly Product[]): DutyRow[] =>
    products.flatMap((product) =>
      (product.planConfigLiabilityList ?? []).map((liability) => ({
        key: `${product.productId}/${liability.liabilityCode}`,
        name: (useAlias && liability.liabilityAlias) || liability.liabilityName,
        sumInsured: liabilitySumInsuredText(liability, chosenSums.get(`${product.productId}/${liability.liabilityCode}`), product.sumInsuredFormatType === 'wanYuan'),
        ...(liability.remark || liability.simpleRemark ? { remark: liability.remark || liability.simpleRemark } : {}),
      })),
    );
  const { main, addition } = planProducts(plan);
  return {
    main: rowsOf(main),
    addition: rowsOf(addition),
    services: (plan.serviceList ?? []).map((service, index) => ({
      key: `service/${index}`,
      name: service.serviceShowName,
      sumInsured: service.serviceDescription ?? PREMIUM_MESSAGES.unknownPremium,
      ...(service.serviceRemark ? { remark: service.serviceRemark } : {}),
    })),
  };
}
