import type { CollocationCondition, CollocationRule } from '../../schema/entities/collocation-rule';
import { assertNever } from '../assert-never';
import { insuredAges, type InsuredAge, type InsuredAgeInput } from './insured-ages';

/** The insured facts a product's collocation rule is judged on. */
export interface ProductVisibilityInput extends InsuredAgeInput {
  readonly insuredCount?: number;
}

function inRange(value: number, condition: CollocationCondition): boolean {
  return (condition.min === undefined || value >= condition.min) && (condition.max === undefined || value <= condition.max);
}

function ageCondition(ages: readonly InsuredAge[], condition: CollocationCondition, pick: (age: InsuredAge) => number): boolean | undefined {
  if (ages.length === 0) return undefined;
  const matches = (age: InsuredAge): boolean => inRange(pick(age), condition);
  return condition.insuredMatch === 'any' ? ages.some(matches) : ages.every(matches);
}

/** The condition's truth, or undefined while the fact it needs is not yet known. */
function evaluate(condition: CollocationCondition, ages: readonly InsuredAge[], insuredCount: number | undefined): boolean | undefined {
  switch (condition.factor) {
    case 'insuredAgeDays':
      return ageCondition(ages, condition, (age) => age.days);
    case 'insuredAgeYears':
      return ageCondition(ages, condition, (age) => age.years);
    case 'insuredCount':
      return insuredCount === undefined ? undefined : inRange(insuredCount, condition);
    default:
      return assertNever(condition.factor, 'collocation rule factor');
  }
}

function ruleAllows(rule: CollocationRule, ages: readonly InsuredAge[], insuredCount: number | undefined): boolean {
  const known = rule.conditions
    .map((condition) => evaluate(condition, ages, insuredCount))
    .filter((result): result is boolean => result !== undefined);
  // Nothing known yet (no insured filled in): show the product rather than hide it on a guess.
  if (known.length === 0) return true;
  const holds = rule.combinator === 'or' ? known.some(Boolean) : known.every(Boolean);
  return rule.effect === 'require' ? holds : !holds;
}

/**
 * Whether a product shows under its collocation rule(s) (spec section 4): conditions on each insured's
 * age in days or years and on the insured count, combined with and/or; `require` shows the product
 * only when they hold, `exclude` hides it when they hold. Several rules must all allow the product.
 * Conditions whose facts are unknown are left out of the judgement; no rule means visible.
 */
export function isProductVisible(
  rule: CollocationRule | readonly CollocationRule[] | null | undefined,
  input: ProductVisibilityInput,
): boolean {
  if (!rule) return true;
  const rules: readonly CollocationRule[] = Array.isArray(rule) ? rule : [rule as CollocationRule];
  const ages = insuredAges(input);
  return rules.every((each) => ruleAllows(each, ages, input.insuredCount));
}
