import type { LiabilityRef } from '../../../../shared/collocation';
import { effectiveInsuredCountLimits } from '../../../../shared/insured/check-insured-count';
import { ageRangeToBirthdayRange } from '../../../../shared/dates/age-limit-to-date';
import { addCalendarDays } from '../../../../shared/dates/calendar-date';
import { liabilityControl, productCopiesControl, type SumInsuredControl } from '../../../../shared/premium/sum-insured-choice';
import type { FactorValues } from '../../../../shared/premium/product-factors';
import { factorChoices } from '../premium-factors';
import { planProducts, type PaymentFrequency, type PlanConfig } from '../plan-config';

/** isOptional 1: the buyer may leave it out. */
const OPTIONAL = 1;

/** One amount a buyer can set: its control, and the amounts to try (in fen: typed or picked). */
export interface AmountDimension {
  readonly productId: string;
  /** Absent for a product sold by copies. */
  readonly liabilityCode?: string;
  readonly control: SumInsuredControl;
  /** Every list entry; a range's edges and the step beside each; one past each edge (typed or stepped). */
  readonly amounts: readonly number[];
}

/** A birthday to try, and whether the plan's age limits admit it on the start day. */
export interface BirthdayEdge {
  readonly birthday: string;
  readonly admitted: boolean;
  /** Which edge it is, for messages: youngest, oldest, and one past each. */
  readonly edge: 'youngest' | 'oldest' | 'tooYoung' | 'tooOld';
}

/** A number of insured people to try, and whether the plan's count limits admit it. */
export interface InsuredCountEdge {
  readonly count: number;
  readonly admitted: boolean;
}

/**
 * Every choice a buyer has on one plan, derived from the plan's own configuration: the valid
 * combinations of the factors the page asks for (each linked factor within what its trigger allows),
 * the values a linked factor has outside of that (which must be refused), the payment frequencies,
 * the optional liabilities to tick, every amount control with its edges, both genders, the
 * birthdays at the plan's age limits and one past them on the insurance start day, and how many people
 * one order insures (a family plan's one to six) at its limits and one past them.
 */
export interface PlanChoiceSpace {
  readonly planId: string;
  readonly factorTuples: readonly FactorValues[];
  readonly refusedTuples: readonly FactorValues[];
  readonly frequencies: readonly PaymentFrequency[];
  readonly optional: readonly LiabilityRef[];
  readonly amounts: readonly AmountDimension[];
  readonly genders: readonly ('M' | 'F')[];
  readonly birthdays: readonly BirthdayEdge[];
  readonly insuredCounts: readonly InsuredCountEdge[];
}

/** What the page decides about the space: the factor codes it asks for, and the day cover starts. */
export interface ChoiceSpaceOptions {
  readonly askedFactors: readonly string[];
  /** The insurance start day ('YYYY-MM-DD'): ages are judged on it. */
  readonly startDate: string;
}

/** The factor combinations the plan accepts for the asked codes, in the plan's factor order. */
function validTuples(plan: PlanConfig, asked: ReadonlySet<string>): FactorValues[] {
  let tuples: Record<string, string>[] = [{}];
  for (const factor of plan.factors) {
    tuples = tuples.flatMap((resolved) => {
      const { options, defaultValue } = factorChoices(plan, factor, resolved);
      const values = asked.has(factor.code) ? options.map((option) => option.value) : [defaultValue];
      return values.map((value) => ({ ...resolved, [factor.code]: value }));
    });
  }
  return tuples.map((tuple) => Object.fromEntries(Object.entries(tuple).filter(([code]) => asked.has(code))));
}

/** Asked combinations with one linked factor set to a value its own list has but its trigger forbids. */
function refusedTuples(plan: PlanConfig, asked: ReadonlySet<string>, valid: readonly FactorValues[]): FactorValues[] {
  const refused: FactorValues[] = [];
  for (const tuple of valid) {
    for (const link of plan.links) {
      if (!asked.has(link.targetCode) || tuple[link.triggerCode] !== link.triggerValue) continue;
      const factor = plan.factors.find((candidate) => candidate.code === link.targetCode);
      for (const option of factor?.options ?? []) {
        if (link.options.some((allowed) => allowed.value === option.value)) continue;
        const candidate = { ...tuple, [link.targetCode]: option.value };
        if (!refused.some((known) => JSON.stringify(known) === JSON.stringify(candidate))) refused.push(candidate);
      }
    }
  }
  return refused;
}

/** The amounts to try on a control: every list entry, or the edges, the steps beside them and one past. */
function amountsOf(control: SumInsuredControl): number[] {
  const unique = (values: number[]) => [...new Set(values)].filter((value) => value >= 0).sort((a, b) => a - b);
  switch (control.kind) {
    case 'enum':
      return unique(control.options.map((option) => option.value));
    case 'step':
      return unique([control.min - control.step, control.min, control.min + control.step, control.max - control.step, control.max, control.max + control.step]);
    case 'input':
      // Typed whole yuan: one yuan past each edge.
      return unique([control.min - 100, control.min, control.min + 100, Math.round((control.min + control.max) / 200) * 100, control.max - 100, control.max, control.max + 100]);
    case 'copies':
      return unique([control.minCopies - 1, control.minCopies, control.maxCopies, control.maxCopies + 1].map((copies) => copies * control.each));
    default:
      return [];
  }
}

function amountDimensions(plan: PlanConfig): AmountDimension[] {
  return planProducts(plan).flatMap((config) => {
    const copies = productCopiesControl(config.product);
    const own: AmountDimension[] = copies ? [{ productId: config.product.productId, control: copies, amounts: amountsOf(copies) }] : [];
    const liabilities = config.liabilities.flatMap((entry): AmountDimension[] => {
      const control = liabilityControl(entry.liability);
      return control ? [{ productId: config.product.productId, liabilityCode: entry.liability.liabilityCode, control, amounts: amountsOf(control) }] : [];
    });
    return [...own, ...liabilities];
  });
}

/** Liabilities the buyer ticks: optional ones, and every liability of an optional product. */
function optionalLiabilities(plan: PlanConfig): LiabilityRef[] {
  return planProducts(plan).flatMap((config) =>
    config.liabilities
      .filter((entry) => entry.liability.isOptional === OPTIONAL || config.product.isOptional === OPTIONAL)
      .map((entry) => ({ productId: config.product.productId, liabilityCode: entry.liability.liabilityCode })),
  );
}

/** The birthdays at the plan's age limits on the start day, and one day past each. */
function birthdayEdges(plan: PlanConfig, startDate: string): BirthdayEdge[] {
  const { minDate, maxDate } = ageRangeToBirthdayRange(plan.insuredAge, startDate);
  const edges: BirthdayEdge[] = [];
  if (maxDate) {
    edges.push({ birthday: maxDate, admitted: true, edge: 'youngest' });
    const past = addCalendarDays(maxDate, 1);
    if (past) edges.push({ birthday: past, admitted: false, edge: 'tooYoung' });
  }
  if (minDate) {
    edges.push({ birthday: minDate, admitted: true, edge: 'oldest' });
    const past = addCalendarDays(minDate, -1);
    if (past) edges.push({ birthday: past, admitted: false, edge: 'tooOld' });
  }
  return edges;
}

/** The plan's insured counts: none, the minimum, one more, the maximum and one past it. */
function insuredCountEdges(plan: PlanConfig): InsuredCountEdge[] {
  const { min, max } = effectiveInsuredCountLimits({ min: plan.plan.minInsuredCount, max: plan.plan.maxInsuredCount });
  const counts = [...new Set([0, min - 1, min, min + 1, max, max + 1])].filter((count) => count >= 0).sort((a, b) => a - b);
  return counts.map((count) => ({ count, admitted: count >= min && count <= max }));
}

/** The whole choice space of one plan for a page that asks for `options.askedFactors`. */
export function deriveChoiceSpace(plan: PlanConfig, options: ChoiceSpaceOptions): PlanChoiceSpace {
  const asked = new Set(options.askedFactors);
  const valid = validTuples(plan, asked);
  return {
    planId: plan.plan.planId,
    factorTuples: valid,
    refusedTuples: refusedTuples(plan, asked, valid),
    frequencies: plan.paymentFrequencies,
    optional: optionalLiabilities(plan),
    amounts: amountDimensions(plan),
    genders: ['M', 'F'],
    birthdays: birthdayEdges(plan, options.startDate),
    insuredCounts: insuredCountEdges(plan),
  };
}
