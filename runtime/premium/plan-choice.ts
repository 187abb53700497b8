import type { Plan } from '../../schema/entities/plan';

/** The plans the selector shows: those the block names, in its order, else all of the goods' plans. */
export function visiblePlans(plans: readonly Plan[], planIds: readonly string[] | undefined): Plan[] {
  if (!planIds || planIds.length === 0) return [...plans];
  const byId = new Map(plans.map((plan) => [plan.planId, plan]));
  const named = planIds.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
  // A template naming only retired plans would leave the buyer nothing to buy; show all instead.
  return named.length > 0 ? named : [...plans];
}

/** The plan selected on arrival: the one the flow or address remembers when shown, else the first. */
export function initialPlan(plans: readonly Plan[], remembered: readonly (string | undefined)[]): Plan | undefined {
  for (const id of remembered) {
    const plan = id ? plans.find((candidate) => candidate.planId === id) : undefined;
    if (plan) return plan;
  }
  return plans[0];
}

/** The tab text of a plan: its sales name, else its name, else its id. */
export function planTabTitle(plan: Plan): string {
  return plan.salesname || plan.planName || plan.planId;
}

/**
 * The form values after switching plans (spec section 4): the trial elements belong to the old plan
 * and go; everything else the buyer typed stays.
 */
export function valuesAfterPlanChange(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { trailElement: _dropped, ...rest } = values;
  return rest;
}
