import { parseIdCard } from '../identity/parse-id-card';
import { ageOn } from '../identity/age-on';

/** A scalar a condition can compare; missing and blank values are null. */
export type FactValue = string | number | boolean | null;

/** What the page knows besides its form (see `CONTEXT_VARIABLES`). */
export interface ConditionContext {
  /** The chosen plan's id. */
  readonly plan?: string | undefined;
  /** The total premium of the last calculation, in yuan. */
  readonly premium?: number | undefined;
  /** The sales channel: the address's `channelCode`, else the template's `channelId`. */
  readonly channel?: string | undefined;
  /** The deployment: DEV, TEST, UAT or PROD. */
  readonly environment?: string | undefined;
  /** Where the page runs: wechat, miniProgram, insurerApp or browser. */
  readonly client?: string | undefined;
}

/** The facts taken from the page form, one scope each. */
export interface FormFacts {
  readonly holder: Readonly<Record<string, FactValue>>;
  readonly insured: Readonly<Record<string, FactValue>>;
  readonly common: Readonly<Record<string, FactValue>>;
  readonly form: Readonly<Record<string, FactValue>>;
}

/** The data a condition is evaluated on: `{"var": "insured.age"}` reads `insured.age` here. */
export interface ConditionFacts extends FormFacts {
  readonly plan: string | null;
  readonly premium: number | null;
  readonly channel: string | null;
  readonly environment: string | null;
  readonly client: string | null;
}

type Values = Readonly<Record<string, unknown>>;

function asRecord(value: unknown): Values | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : undefined;
}

/** The scalars of form scopes, later ones winning where they have a value; blank text and lists are left out. */
function scalars(...sources: readonly (Values | undefined)[]): Record<string, FactValue> {
  const out: Record<string, FactValue> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (typeof value === 'string' && value.trim() !== '') out[key] = value;
      else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') out[key] = value;
    }
  }
  return out;
}

/** A person's age in whole years: the form's age, else from the birthday, else from a resident ID number. */
function personAge(person: Readonly<Record<string, FactValue>>, today: string): number | null {
  if (typeof person.age === 'number') return person.age;
  if (typeof person.birthday === 'string') return ageOn(person.birthday, today) ?? null;
  const certType = person.certiType ?? person.certType;
  const certNo = person.certiNo ?? person.certNo;
  if (typeof certNo !== 'string' || (certType !== null && certType !== undefined && certType !== 'I')) return null;
  const card = parseIdCard(certNo, today);
  return card.valid ? (ageOn(card.birthday, today) ?? null) : null;
}

function withAge(person: Record<string, FactValue>, today: string): Record<string, FactValue> {
  return { ...person, age: personAge(person, today) };
}

function trialScope(values: Values, position: number): unknown {
  const elements = values.trailElement;
  return Array.isArray(elements) ? (elements as unknown[])[position] : undefined;
}

function nth(scope: unknown, index: number): Values | undefined {
  return Array.isArray(scope) ? asRecord((scope as unknown[])[index]) : index === 0 ? asRecord(scope) : undefined;
}

export interface FormFactsInput {
  /** The page form's values by form key (`policyHolder`, `insured`, `trailElement`...). */
  readonly values: Values;
  /** Which insured `insured.*` means: the module's own inside an insured's form, else the first. */
  readonly insuredIndex: number;
  /** Today in China (`YYYY-MM-DD`), for ages. */
  readonly today: string;
}

/**
 * The facts of the page form. The holder is the holder's trial factors overlaid with the holder form;
 * an insured likewise (`trailElement[1][i]`, then `insured[i]`); `common` the common trial factors;
 * `form` the top-level fields. Each person gets `age`.
 */
export function formFacts({ values, insuredIndex, today }: FormFactsInput): FormFacts {
  const holder = scalars(asRecord(trialScope(values, 0)), asRecord(values.policyHolder));
  const insured = scalars(nth(trialScope(values, 1), insuredIndex), nth(values.insured, insuredIndex));
  return {
    holder: withAge(holder, today),
    insured: withAge(insured, today),
    common: scalars(asRecord(trialScope(values, 2))),
    form: scalars(values),
  };
}

/** The page context as facts: what is not known is null. */
export function contextFacts(context: ConditionContext): Omit<ConditionFacts, keyof FormFacts> {
  return {
    plan: context.plan ?? null,
    premium: context.premium ?? null,
    channel: context.channel ?? null,
    environment: context.environment ?? null,
    client: context.client ?? null,
  };
}

/** The facts conditions read, from the page form and the context. */
export function conditionFacts(input: FormFactsInput & { readonly context: ConditionContext }): ConditionFacts {
  return { ...formFacts(input), ...contextFacts(input.context) };
}
