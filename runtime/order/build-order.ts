import type { ApiBodies } from '../../schema/api/api-types';
import type { Insured } from '../../schema/entities/insured';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { shanghaiDateToTimestamp } from '../../shared/dates/shanghai-date-to-timestamp';
import { withChosenFactors } from '../../shared/premium/product-factors';
import { formBeneficiaries } from './form-beneficiaries';
import { formCompany } from './form-company';
import { asRecord, formPerson, isFilled } from './form-person';
import { commonFactors, holderFactors, insuredFactorList } from './trial-factors';

/** The body of `premiumCalculate`: the order with a plan, a holder, insureds and packages. */
export type CalculationOrder = ApiBodies['premiumCalculate'];

/** Everything the order is built from; all of it comes from the page form, the flow and the plan. */
export interface BuildOrderInput {
  /** The page form values by form key (`policyHolder`, `insured`, `trailElement`). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly plan: Plan;
  readonly goodsId?: string;
  readonly orderNo?: string;
  readonly encryptOrderNo?: string;
  readonly paymentFrequency?: 'month' | 'year';
  /** The packages the buyer chose in the plan tabs; the plan's own packages when absent. */
  readonly packages?: readonly PlanPackage[];
  /** The template's policyholder is a company (holderType other than 1): its rows make `holder.company`. */
  readonly companyHolder?: boolean;
  /**
   * Each insured carries its beneficiaries (type, and the designated list): for the orders the
   * server writes (nextStep, saveOrder, submitOrder). A price needs none, so pricing neither sends
   * them nor asks again when one is edited.
   */
  readonly withBeneficiaries?: boolean;
}

/** Person factors live on the person; every other trial factor is a product factor. */
const PERSON_FACTORS: ReadonlySet<string> = new Set(['birthday', 'gender', 'age', 'occupation', 'occupationCategory']);

/** Trial factors the order states itself rather than per product. */
const ORDER_FACTORS: ReadonlySet<string> = new Set(['insuranceStartDate', 'insuranceEndDate']);

function productFactors(...sources: readonly (Readonly<Record<string, unknown>> | undefined)[]): Record<string, unknown> {
  const factors: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [code, value] of Object.entries(source ?? {})) {
      if (!PERSON_FACTORS.has(code) && !ORDER_FACTORS.has(code) && isFilled(value)) factors[code] = value;
    }
  }
  return factors;
}

/**
 * The packages with the chosen trial factors written into each product (its dynamic factors and its
 * period fields alike), so a product never carries the plan's default period beside the chosen one.
 */
function withFactors(packages: readonly PlanPackage[], factors: Readonly<Record<string, unknown>>): PlanPackage[] {
  const chosen = (product: Product): Product => {
    const own = withChosenFactors(product, factors);
    return product.productList ? { ...own, productList: product.productList.map(chosen) } : own;
  };
  return packages.map((pkg) => ({ ...pkg, productList: (pkg.productList ?? []).map(chosen) }));
}

function toTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  return typeof value === 'string' ? shanghaiDateToTimestamp(value) : undefined;
}

/** The insureds of the form, or, before the insured form exists, one per trial factor entry. */
function formInsureds(values: Readonly<Record<string, unknown>>): readonly (Readonly<Record<string, unknown>> | undefined)[] {
  const list = values.insured;
  if (Array.isArray(list)) return (list as unknown[]).map(asRecord);
  const single = asRecord(list);
  return single ? [single] : insuredFactorList(values).map(() => undefined);
}

/** The policyholder: a person from the holder form over the holder's trial factors, or a company. */
function holderOf(values: Readonly<Record<string, unknown>>, company: boolean): CalculationOrder['holder'] {
  if (!company) return { person: formPerson(holderFactors(values), asRecord(values.policyHolder)) };
  const entered = formCompany(values.policyHolder);
  return { customerType: 'company', ...(entered ? { company: entered } : {}) };
}

/**
 * Builds the premium calculation order from the page form (spec section 3, order): the holder from
 * `policyHolder` over the holder's trial factors, each insured from `insured[i]` over their trial
 * factors with their own packages carrying their product factors, and the common factors (periods,
 * start date) on the order; with `withBeneficiaries`, each insured's beneficiaries too. Pure, so
 * the premium hook and its tests build the same order.
 */
export function buildCalculationOrder(input: BuildOrderInput): CalculationOrder {
  const { values, plan } = input;
  const common = commonFactors(values);
  const packages = input.packages ?? plan.packages;
  const trialInsureds = insuredFactorList(values);
  const insuredList: Insured[] = formInsureds(values).map((form, index) => {
    const factors = trialInsureds[index];
    const relation = form?.holderRelation;
    return {
      ...(typeof relation === 'string' && relation !== '' ? { holderRelation: relation } : {}),
      ...(form?.selected === false ? { selected: false } : {}),
      person: formPerson(factors, form),
      ...(input.withBeneficiaries ? formBeneficiaries(form) : {}),
      packageList: withFactors(packages, productFactors(common, factors)),
    };
  });
  const startDate = toTimestamp(common?.insuranceStartDate);
  const insurePeriod = common?.insurancePeriod;
  return {
    planId: plan.planId,
    ...(input.goodsId ? { goodsId: input.goodsId } : {}),
    ...(input.orderNo ? { orderNo: input.orderNo } : {}),
    ...(input.encryptOrderNo ? { encryptOrderNo: input.encryptOrderNo } : {}),
    ...(input.paymentFrequency ? { paymentFrequency: input.paymentFrequency } : {}),
    ...(typeof insurePeriod === 'string' && insurePeriod !== '' ? { insurePeriod } : {}),
    ...(startDate !== undefined ? { insuranceStartDate: startDate } : {}),
    holder: holderOf(values, input.companyHolder === true),
    insuredList,
    packageList: withFactors(packages, productFactors(common)),
  };
}
