import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { TemplateConfig } from '../../schema/template/template-config';
import { conditionFacts, type ConditionFacts } from '../conditions/condition-facts';
import { moduleConditionState } from '../conditions/module-condition-state';
import type { WalkRules } from './plan-flow-walk';
import { shownByDefault } from './shown-modules';
import { walkPeople, type WalkPerson } from './walk-people';

/** A person of the walk as the form holds them (a resident ID card, so the age reads as the buyer app reads it). */
function personValues(person: WalkPerson): Record<string, unknown> {
  return { name: person.name, gender: person.gender, birthday: person.birthday, certiType: 'I', certiNo: person.certiNo, phone: person.phone, email: person.email };
}

/**
 * The facts the template's conditions read while the walk goes through the flow as the persona: the
 * people the walk fills the forms with (the persona's insured, its holder), the persona's plan, its
 * channel (else the template's), WeChat or a browser. The premium is not known before the preview
 * prices, so a condition on it decides as for a buyer who has not been priced yet.
 */
export function personaWalkFacts(template: Pick<TemplateConfig, 'channelId'>, persona: PreviewPersona, today: string): ConditionFacts {
  const people = walkPeople(persona, today);
  return conditionFacts({
    values: { policyHolder: personValues(people.holder), insured: [personValues(people.insured)] },
    insuredIndex: 0,
    today,
    context: { plan: persona.planId, channel: persona.channelCode ?? template.channelId, client: persona.platform },
  });
}

/**
 * The template's display and required rules as they stand for the persona: a module is shown unless
 * `isDefault: false` drops it or its `visibleOn` is false on the persona's facts; a row is required by
 * its rule when its `requiredOn` holds.
 */
export function personaWalkRules(template: Pick<TemplateConfig, 'channelId'>, persona: PreviewPersona, today: string): WalkRules {
  const facts = personaWalkFacts(template, persona, today);
  return {
    shown: (module) => shownByDefault(module) && moduleConditionState(module, facts).visible,
    requiredNow: (module) => (module.requiredOn === undefined ? undefined : moduleConditionState(module, facts).required),
  };
}
