import type { PremiumTrialItem } from '../../../schema/entities/premium-trial-item';
import type { PremiumTrialRequest } from '../../../schema/entities/premium-trial-request';
import type { Person } from '../../../schema/entities/person';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import { RULE_REFUSAL_CODE } from './check-choices';
import { loadPlanConfig } from './load-plan-config';
import { insuranceStartDay } from './order-pricing-input';
import { factorConflict } from '../../../shared/premium/product-factors';
import type { PlanConfig } from './plan-config';
import { FACTOR_CODES, choosePaymentFrequency, refuseFactorConflict } from './premium-factors';
import { pricePersons } from './price-persons';
import { describeAgeRange, isAgeWithin, pricingPerson, unidentifiedPerson, type PricingPerson } from './pricing-person';
import { choicesFromTrialPackage } from './product-choices';
import { PRODUCT_MESSAGES } from './product-messages';

type TrialFactor = PremiumTrialRequest['premiumCalculatePackageList'][number]['premiumFactorList'][number];

/** Which form a trial factor came from: trailElement[0] holder, [1] insured, [2] common. */
function factorOwner(factor: TrialFactor): 'holder' | 'insured' | 'common' {
  const type = factor.type.trim().toLowerCase();
  if (type === 'holder' || type === 'policyholder' || type === '0') return 'holder';
  if (type === 'insured' || type === '1') return 'insured';
  return 'common';
}

const PERSON_CODES: ReadonlySet<string> = new Set([FACTOR_CODES.birthday, FACTOR_CODES.age, FACTOR_CODES.gender]);

function personOf(factors: readonly TrialFactor[], owner: 'holder' | 'insured'): Person | undefined {
  const own = factors.filter((factor) => factorOwner(factor) === owner && PERSON_CODES.has(factor.code));
  if (own.length === 0) return undefined;
  const value = (code: string) => own.find((factor) => factor.code === code)?.value;
  const gender = value(FACTOR_CODES.gender);
  const age = Number(value(FACTOR_CODES.age));
  return {
    ...(value(FACTOR_CODES.birthday) ? { birthday: value(FACTOR_CODES.birthday) } : {}),
    ...(gender === 'M' || gender === 'F' ? { gender } : {}),
    ...(Number.isInteger(age) && age >= 0 ? { age } : {}),
  };
}

/**
 * Every factor but the person factors, by code: periods, payment frequency, sum insured and dynamic
 * factors. A factor stated twice with different values (by two trial scopes, say) is refused.
 */
function commonValues(plan: PlanConfig, factors: readonly TrialFactor[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const factor of factors) {
    if (PERSON_CODES.has(factor.code)) continue;
    const value = factor.value.trim();
    refuseFactorConflict(plan, factorConflict([values, { [factor.code]: value }]));
    values[factor.code] = value;
  }
  return values;
}

/**
 * The premium trial (getPremium): each package of the request is priced for the person its factors
 * describe (the insured's birthday or age and gender, else the holder's), with its common and dynamic
 * factors, from the same rate tables and rules as premiumCalculate. Answers one item per product
 * (required products of a package included), each with its premium per payment (the yearly premium,
 * or the monthly instalment when the payment frequency is month), so the total is the items' sum;
 * on a plan with a promotional first month, paid monthly, items also state their first month.
 */
export async function premiumTrial(db: Queryable, tenant: string, request: PremiumTrialRequest, now: Date = new Date()): Promise<PremiumTrialItem[]> {
  const plan = await loadPlanConfig(db, tenant, request.planId, request.goodsId);
  const startDate = insuranceStartDay(request.insuranceStartDate, now);
  const people: PricingPerson[] = request.premiumCalculatePackageList.map((pkg, index) => {
    const position = index + 1;
    const factors = pkg.premiumFactorList;
    // A trial without insured factors prices the holder; one without any person (home insurance,
    // whose rates do not depend on age) prices nobody in particular: only rates of every age apply.
    const stated = personOf(factors, 'insured') ?? personOf(factors, 'holder');
    if (!stated) return unidentifiedPerson(position);
    const result = pricingPerson(stated, undefined, position, startDate);
    if ('missing' in result) throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.insuredBirthdayMissing(position));
    if (!isAgeWithin(result.person, plan.insuredAge, startDate)) {
      throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.insuredAgeOutOfRange(position, describeAgeRange(plan.insuredAge)));
    }
    return result.person;
  });
  const common = request.premiumCalculatePackageList.map((pkg) => commonValues(plan, pkg.premiumFactorList));
  const paymentFrequency = choosePaymentFrequency(plan, common[0]?.[FACTOR_CODES.paymentFrequency]);
  const priced = await pricePersons(
    db,
    tenant,
    plan,
    people.map((person, index) => {
      const pkg = request.premiumCalculatePackageList[index];
      return { person, choices: pkg ? [choicesFromTrialPackage(pkg)] : [], commonFactors: common[index] ?? {} };
    }),
    // The trial prices one person at a time: the insured count is not known, so count rules wait for the order.
    { paymentFrequency, visibility: { insuredBirthdays: people.flatMap((person) => (person.birthday ? [person.birthday] : [])), today: todayInShanghai(now) } },
  );
  const promotion = paymentFrequency === 'month' ? plan.firstMonthPremium : null;
  return priced.flatMap((person) => {
    // The plan's promotional first month is per insured, as premiumCalculate charges it: it is spread
    // over the person's items in order, so the items' first payments add up to what the order charges.
    let firstMonthLeft = promotion === null ? undefined : Math.min(promotion, person.premium);
    return person.products.map((item) => {
      const initialPremium = firstMonthLeft === undefined ? undefined : Math.min(item.premium, firstMonthLeft);
      if (firstMonthLeft !== undefined && initialPremium !== undefined) firstMonthLeft -= initialPremium;
      return {
        productPackageId: item.product.productPackageId,
        productId: item.product.config.product.productId,
        productCode: item.product.config.product.productCode,
        premium: item.premium,
        ...(initialPremium === undefined || initialPremium === item.premium ? {} : { initialPremium }),
      };
    });
  });
}
