import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { personaBirthday } from './persona-birthday';

/** The form key of the trial element scopes: `trailElement[0]` holder, `[1]` each insured, `[2]` common. */
const TRIAL_SCOPE_KEY = /^trailElement\[(\d)\]$/;
/** The insured scope holds one entry per insured. */
const INSURED_SCOPE = 1;

/** The trial factors a persona states, by the factor codes the server prices with. */
type PersonaFacts = Readonly<Record<string, unknown>>;

/** A choice row's options, as the radio and select rows declare them. */
function options(row: Module): readonly { value?: unknown; label?: unknown }[] {
  const list = row.attrs?.dataSource;
  return Array.isArray(list) ? (list as { value?: unknown; label?: unknown }[]) : [];
}

/** The value a gender row stores for the persona's gender: its option with that code, else the one labelled 男 / 女. */
function genderValue(row: Module, gender: PreviewPersona['gender']): unknown {
  const choices = options(row);
  if (choices.length === 0 || choices.some((option) => option.value === gender)) return gender;
  const word = gender === 'M' ? '男' : '女';
  return choices.find((option) => typeof option.label === 'string' && option.label.includes(word))?.value ?? gender;
}

function personaFacts(persona: PreviewPersona, today: string): PersonaFacts {
  const birthday = personaBirthday(persona.insuredAge, today);
  return {
    ...(birthday ? { birthday } : {}),
    age: persona.insuredAge,
    gender: persona.gender,
    // The sum insured rows hold yuan.
    ...(persona.sumInsured !== undefined ? { sumInsured: persona.sumInsured / 100 } : {}),
  };
}

/** The persona's values for the rows of one trial scope module; only rows the module has. */
function scopeValues(module: Module, facts: PersonaFacts, persona: PreviewPersona): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const row of listOf(module.children)) {
    const key = row.formKey;
    if (key === undefined || !(key in facts)) continue;
    values[key] = key === 'gender' ? genderValue(row, persona.gender) : facts[key];
  }
  return values;
}

/** A list the template holds, or none: the preview also shows templates that fail validation. */
const listOf = <T>(value: readonly T[] | undefined): readonly T[] => (Array.isArray(value) ? value : []);

function trialModules(modules: readonly Module[]): Module[] {
  return modules.flatMap((module) => (TRIAL_SCOPE_KEY.test(module.formKey ?? '') ? [module] : trialModules(listOf(module.children))));
}

/**
 * The trial element values a buyer like the persona enters (the form's `trailElement`): in every trial
 * scope of the template, the insured's birthday (the persona's age today), age, gender and sum insured,
 * each only where the scope has that row; the insured scope gets one insured. Scopes the persona says
 * nothing about stay empty, so their rows start from their own defaults. `today` is Asia/Shanghai's.
 */
export function personaTrialValues(template: Pick<TemplateConfig, 'pageList'>, persona: PreviewPersona, today: string): { trailElement?: unknown[] } {
  const facts = personaFacts(persona, today);
  const scopes: unknown[] = [];
  for (const module of trialModules(listOf(template.pageList).flatMap((page) => listOf(page.moduleList)))) {
    const position = Number(TRIAL_SCOPE_KEY.exec(module.formKey ?? '')?.[1]);
    const values = scopeValues(module, facts, persona);
    if (Object.keys(values).length === 0) continue;
    const current = scopes[position];
    if (position === INSURED_SCOPE) {
      const entry = Array.isArray(current) ? (current[0] as Record<string, unknown>) : {};
      scopes[position] = [{ ...entry, ...values }];
    } else {
      scopes[position] = { ...(current as Record<string, unknown> | undefined), ...values };
    }
  }
  return scopes.length > 0 ? { trailElement: Array.from(scopes, (scope) => scope ?? undefined) } : {};
}
