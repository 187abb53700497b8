import type { CallBody } from '../../../schema/api/define-call';
import type { PremiumCalculateResult, premiumCalculate } from '../../../schema/api/premium-calculate';
import type { Insured } from '../../../schema/entities/insured';
import { MONTHLY_INSTALMENTS, PAY_TYPE_YEARLY } from '../../../shared/constants';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { checkInsuredList } from '../../../shared/insured/check-insured-list';
import { checkSingleSelf } from '../../../shared/insured/check-single-self';
import { DomainError } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import { RULE_REFUSAL_CODE } from './check-choices';
import { loadPlanConfig } from './load-plan-config';
import { insuranceStartDay, insuredPricingPeople, orderCommonFactors } from './order-pricing-input';
import { FACTOR_CODES, choosePaymentFrequency, type FactorValues } from './premium-factors';
import { pricePersons, type PricedPerson } from './price-persons';
import { insuredChoices } from './product-choices';

/** payType of monthly payment: any value but 1 means monthly (spec section 4); this server sends 2. */
export const PAY_TYPE_MONTHLY = 2;

/** One insured's figures for the year, in fen. */
interface InsuredFigures {
  readonly initialPremium: number;
  readonly nextPremium: number | undefined;
  readonly totalPremium: number;
}

function figuresOf(priced: PricedPerson, monthly: boolean, firstMonthPremium: number | null): InsuredFigures {
  if (!monthly) return { initialPremium: priced.premium, nextPremium: undefined, totalPremium: priced.premium };
  const instalment = priced.premium;
  // A promotional first month never costs more than the regular instalment.
  const first = Math.min(firstMonthPremium ?? instalment, instalment);
  return { initialPremium: first, nextPremium: instalment, totalPremium: first + MONTHLY_INSTALMENTS * instalment };
}

function withoutFigures(insured: Insured): Insured {
  const { premium: _premium, initialPremium: _initial, nextPremium: _next, sumInsured: _sum, ...rest } = insured;
  return rest;
}

/**
 * Prices an order (the premiumCalculate call; the orders domain prices submitted orders with it).
 * Every insured whose selected flag is not false is counted and checked against the plan's insured
 * count and age limits (and the list holds no more entries than the plan's maximum); each is priced
 * on their age on the insurance start day, gender and the resolved factors from the plan's rate
 * tables, in integer fen.
 *
 * - Yearly (payType 1): initialPremium is the year's premium and equals totalPremium.
 * - Monthly (payType 2): nextPremium is the instalment of months 2 to 12, initialPremium the first
 *   month (the plan's promotional first month when it has one), totalPremium the first month plus 11
 *   instalments.
 *
 * Each counted insured comes back with the same figures of their own (premium is their total) and
 * sumInsured, the sum insured of their main products; totalSumInsured adds those up. Insureds not
 * counted come back without figures. The payment frequency asked for is used when the plan offers it,
 * else the plan's default; payType says which applied.
 *
 * Refuses an unknown plan (40400), missing or invalid factors (40000), and what the plan's rules
 * forbid (20000: insured count, ages, product visibility, collocation, no rate for these factors).
 * `now` decides the default start day (tomorrow) and the day visibility rules count ages on.
 */
export async function calculatePremium(
  db: Queryable,
  tenant: string,
  body: CallBody<typeof premiumCalculate>,
  now: Date = new Date(),
  options: { readonly requireAge?: boolean } = {},
): Promise<PremiumCalculateResult> {
  return (await priceCalculation(db, tenant, body, now, options)).result;
}

/** An order priced: the figures premiumCalculate answers, and the factors each counted insured's products were priced with. */
export interface PricedCalculation {
  readonly result: PremiumCalculateResult;
  /** Per counted insured, in order: each product's resolved factor values by product id. */
  readonly factorsByInsured: readonly ReadonlyMap<string, FactorValues>[];
}

/** `calculatePremium` with the factors it priced each product with, for the order that is stored. */
export async function priceCalculation(
  db: Queryable,
  tenant: string,
  body: CallBody<typeof premiumCalculate>,
  now: Date = new Date(),
  options: { readonly requireAge?: boolean } = {},
): Promise<PricedCalculation> {
  const plan = await loadPlanConfig(db, tenant, body.planId, body.goodsId);
  const startDate = insuranceStartDay(body.insuranceStartDate, now);
  const counted = body.insuredList.filter((insured) => insured.selected !== false);
  const countProblem =
    checkInsuredList(body.insuredList, { min: plan.plan.minInsuredCount, max: plan.plan.maxInsuredCount }) ??
    checkSingleSelf(counted.map((insured) => insured.holderRelation));
  if (countProblem) throw new DomainError(RULE_REFUSAL_CODE, countProblem);

  const people = insuredPricingPeople(plan, counted, body.holder.person, startDate, options.requireAge === true);
  const commonFactors = orderCommonFactors(plan, body);
  const paymentFrequency = choosePaymentFrequency(plan, commonFactors[FACTOR_CODES.paymentFrequency]);
  const priced = await pricePersons(
    db,
    tenant,
    plan,
    people.map((person, index) => ({ person, choices: insuredChoices(counted[index]?.packageList, body.packageList), commonFactors })),
    {
      paymentFrequency,
      visibility: {
        insuredBirthdays: people.flatMap((person) => (person.birthday ? [person.birthday] : [])),
        today: todayInShanghai(now),
        insuredCount: people.length,
      },
    },
  );

  const monthly = paymentFrequency === 'month';
  const figures = priced.map((person) => figuresOf(person, monthly, plan.firstMonthPremium));
  let countedIndex = 0;
  const insuredList = body.insuredList.map((insured) => {
    if (insured.selected === false) return withoutFigures(insured);
    const own = figures[countedIndex];
    const person = priced[countedIndex];
    countedIndex += 1;
    if (!own || !person) return withoutFigures(insured);
    return {
      ...withoutFigures(insured),
      premium: own.totalPremium,
      initialPremium: own.initialPremium,
      ...(own.nextPremium === undefined ? {} : { nextPremium: own.nextPremium }),
      sumInsured: person.mainSumInsured,
    };
  });
  const sum = (pick: (entry: InsuredFigures) => number): number => figures.reduce((total, entry) => total + pick(entry), 0);
  const factorsByInsured = priced.map((person) => new Map(person.products.map((item) => [item.product.config.product.productId, item.factors.values])));
  const result: PremiumCalculateResult = {
    insuredList,
    payType: monthly ? PAY_TYPE_MONTHLY : PAY_TYPE_YEARLY,
    initialPremium: sum((entry) => entry.initialPremium),
    ...(monthly ? { nextPremium: sum((entry) => entry.nextPremium ?? 0) } : {}),
    totalPremium: sum((entry) => entry.totalPremium),
    totalSumInsured: priced.reduce((total, person) => total + person.mainSumInsured, 0),
  };
  return { result, factorsByInsured };
}
