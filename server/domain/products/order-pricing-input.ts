import type { Order } from '../../../schema/entities/order';
import type { Insured } from '../../../schema/entities/insured';
import type { Person } from '../../../schema/entities/person';
import { formatDate } from '../../../shared/dates/format-date-time';
import { tomorrowInShanghai } from '../../../shared/dates/shanghai-today';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { isSelfRelation } from '../../../shared/insured/is-self-relation';
import { factorConflict, factorValuesOf } from '../../../shared/premium/product-factors';
import { FACTOR_CODES, refuseFactorConflict, type FactorValues } from './premium-factors';
import { PRODUCT_MESSAGES } from './product-messages';
import { isAgeWithin, describeAgeRange, pricingPerson, unidentifiedPerson, type PricingPerson } from './pricing-person';
import { RULE_REFUSAL_CODE } from './check-choices';
import type { PlanConfig } from './plan-config';

/**
 * The calendar day (Asia/Shanghai) cover starts: the order's insuranceStartDate, else tomorrow, the
 * earliest start the buyer app offers. Ages are counted on this day.
 */
export function insuranceStartDay(insuranceStartDate: number | undefined, now: Date): string {
  const stated = insuranceStartDate === undefined ? '' : formatDate(insuranceStartDate);
  return stated === '' ? tomorrowInShanghai(now) : stated;
}

/**
 * The order-level factor values: extraInfo.commonFactors, the order's insurance period (insurePeriod
 * and extraInfo.insurancePeriod) and its payment frequency. They apply to every product, whose own
 * statements must agree with them; an order that states one of them twice with different values is
 * refused, naming the factor.
 */
export function orderCommonFactors(plan: PlanConfig, order: Order): FactorValues {
  const sources: FactorValues[] = [
    factorValuesOf(order.extraInfo?.commonFactors),
    factorValuesOf({ [FACTOR_CODES.insurancePeriod]: order.extraInfo?.insurancePeriod }),
    factorValuesOf({ [FACTOR_CODES.insurancePeriod]: order.insurePeriod, [FACTOR_CODES.paymentFrequency]: order.paymentFrequency }),
  ];
  refuseFactorConflict(plan, factorConflict(sources));
  return Object.assign({}, ...sources) as FactorValues;
}

/**
 * The pricing facts of each counted insured (selected is not false), in order: an insured who is the
 * holder (SELF) takes the holder's details where their own are missing. A person without a birthday,
 * age or ID number yet prices only where rates do not depend on age (home insurance, before its insured
 * owner is typed in); rates that do refuse with the missing birthday. Refuses a person whose age on
 * `startDate` is outside the plan's limits. With `requireAge` (an order being submitted) everyone must
 * have a birthday, age or ID number.
 */
export function insuredPricingPeople(
  plan: PlanConfig,
  insureds: readonly Insured[],
  holder: Person | undefined,
  startDate: string,
  requireAge = false,
): PricingPerson[] {
  return insureds.map((insured, index) => {
    const position = index + 1;
    const result = pricingPerson(insured.person, isSelfRelation(insured.holderRelation) ? holder : undefined, position, startDate);
    if ('missing' in result) {
      // An order being submitted names everyone: the plan's age limits must be checkable.
      if (requireAge) throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.insuredBirthdayMissing(position));
      return unidentifiedPerson(position);
    }
    if (!isAgeWithin(result.person, plan.insuredAge, startDate)) {
      throw new DomainError(RULE_REFUSAL_CODE, PRODUCT_MESSAGES.insuredAgeOutOfRange(position, describeAgeRange(plan.insuredAge)));
    }
    return result.person;
  });
}
