import type { Plan } from '../../schema/entities/plan';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { SumInsuredChoice } from '../premium/sum-insured-choice';
import { personaSumInsuredChoice } from './persona-sum-insured';
import { personaTrialValues } from './persona-trial-values';

/** What a buyer like the persona starts the flow with, for the runtime to put in its store. */
export interface PersonaSeed {
  /** The form values (the store's ORDER_DATA): the persona's trial elements, nothing typed yet. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The plan the persona picks, when the goods offer it; otherwise the page picks as for any buyer. */
  readonly plan: Plan | undefined;
  /** The persona's sum insured as chosen in each plan, so it holds whichever plan ends up chosen. */
  readonly sumInsuredChoices: readonly SumInsuredChoice[];
}

export interface PersonaSeedInput {
  readonly template: Pick<TemplateConfig, 'pageList'>;
  /** The goods' plans (queryGoodsPlanList); empty without goods. */
  readonly plans: readonly Plan[];
  readonly persona: PreviewPersona;
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  readonly today: string;
}

/**
 * The persona as a buyer's state at the start of the flow: the insured's birthday from the age and the
 * gender in the template's trial rows, the chosen plan, the sum insured on each plan's headline amount.
 * Pure, so the editor's preview and a QA walk through the flow seed alike.
 */
export function personaSeed({ template, plans, persona, today }: PersonaSeedInput): PersonaSeed {
  const sumInsured = persona.sumInsured;
  return {
    values: personaTrialValues(template, persona, today),
    plan: persona.planId === undefined ? undefined : plans.find((plan) => plan.planId === persona.planId),
    sumInsuredChoices:
      sumInsured === undefined ? [] : plans.flatMap((plan) => personaSumInsuredChoice(plan, sumInsured) ?? []),
  };
}
