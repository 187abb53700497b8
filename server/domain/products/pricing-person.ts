import type { Person } from '../../../schema/entities/person';
import { assertNever } from '../../../shared/assert-never';
import { ageLimitToDate } from '../../../shared/dates/age-limit-to-date';
import { ageOn } from '../../../shared/identity/age-on';
import { residentIdCard } from '../../app/resident-id-card';
import { PRODUCT_MESSAGES } from './product-messages';

/** What pricing knows about one insured person. */
export interface PricingPerson {
  /** 1-based position among the counted insureds, for messages. */
  readonly position: number;
  readonly birthday: string | undefined;
  /**
   * Age in whole years on the insurance start date; undefined only for a trial that states no person
   * (home insurance prices without one), which rates of every age alone can price.
   */
  readonly age: number | undefined;
  readonly gender: 'M' | 'F' | undefined;
}

/**
 * Somebody not identified yet (no birthday, age or ID number): only rates of every age can price them
 * (home insurance); a rate that depends on age refuses with the missing birthday (see priceProduct).
 */
export function unidentifiedPerson(position: number): PricingPerson {
  return { position, birthday: undefined, age: undefined, gender: undefined };
}

/** A person whose birthday and age are both unknown cannot be priced by age. */
export type PricingPersonResult = { readonly person: PricingPerson } | { readonly missing: 'birthday' };

/**
 * The pricing facts of a person: birthday and gender as given, else read from a mainland ID number;
 * the age on `startDate` from the birthday, else the age as given. `fallback` fills fields the person
 * lacks (an insured whose relation is SELF is the holder).
 */
export function pricingPerson(
  person: Person | undefined,
  fallback: Person | undefined,
  position: number,
  startDate: string,
): PricingPersonResult {
  const merged: Person = { ...fallback, ...person };
  const fromId = residentIdCard(merged.certType, merged.certNo, startDate);
  const birthday = merged.birthday ?? fromId?.birthday;
  const gender = merged.gender ?? fromId?.gender;
  const age = birthday === undefined ? merged.age : ageOn(birthday, startDate);
  if (age === undefined) return { missing: 'birthday' };
  return { person: { position, birthday, age, gender } };
}

interface AgeLimit {
  readonly amount: number;
  readonly unit: 'D' | 'M' | 'Y';
}

function parseAgeLimit(limit: string): AgeLimit | undefined {
  const match = /^(\d{1,3})-([DMY])$/.exec(limit.trim().toUpperCase());
  return match ? { amount: Number(match[1]), unit: match[2] as AgeLimit['unit'] } : undefined;
}

/**
 * Whether a person's age on `startDate` lies within the plan's limits ('30-D' to '65-Y'). With a
 * birthday the check is exact to the day; with only an age in years, day and month lower limits
 * admit age 0.
 */
export function isAgeWithin(person: PricingPerson, range: { begin: string; end: string }, startDate: string): boolean {
  // Nobody stated yet (a trial without person factors): the order checks the real person.
  if (person.age === undefined) return true;
  if (person.birthday !== undefined) {
    const latest = ageLimitToDate(range.begin, 'minAge', startDate);
    const earliest = ageLimitToDate(range.end, 'maxAge', startDate);
    return (latest === undefined || person.birthday <= latest) && (earliest === undefined || person.birthday >= earliest);
  }
  const begin = parseAgeLimit(range.begin);
  const end = parseAgeLimit(range.end);
  const minYears = begin?.unit === 'Y' ? begin.amount : 0;
  const maxYears = end?.unit === 'Y' ? end.amount : 0;
  return person.age >= minYears && (end === undefined || person.age <= maxYears);
}

function describeLimit(limit: string): string {
  const parsed = parseAgeLimit(limit);
  if (!parsed) return limit;
  switch (parsed.unit) {
    case 'D':
      return PRODUCT_MESSAGES.ageDays(parsed.amount);
    case 'M':
      return PRODUCT_MESSAGES.ageMonths(parsed.amount);
    case 'Y':
      return PRODUCT_MESSAGES.ageYears(parsed.amount);
    default:
      return assertNever(parsed.unit, 'age limit unit');
  }
}

/** The plan's age limits in Chinese: 出生满30天至65周岁. */
export function describeAgeRange(range: { begin: string; end: string }): string {
  return PRODUCT_MESSAGES.ageRange(describeLimit(range.begin), describeLimit(range.end));
}
