import { asRecord, isFilled } from './form-person';

/** Positions of the trial element scopes (docs/blocks.md): holder, insureds, common factors. */
export const TRIAL_SCOPES = { holder: 0, insured: 1, common: 2 } as const;

type Factors = Readonly<Record<string, unknown>>;

/** The hidden key each trial entry carries to say which scope it is (spec section 4); not a factor. */
export const TRIAL_TYPE_KEY = 'type';

/** A scope's values without its type marker: only the factors the premium depends on. */
function factorsOf(value: unknown): Factors | undefined {
  const record = asRecord(value);
  if (!record || !(TRIAL_TYPE_KEY in record)) return record;
  const { [TRIAL_TYPE_KEY]: _marker, ...factors } = record;
  return factors;
}

function trialScope(values: Factors, position: number): unknown {
  const elements = values.trailElement;
  return Array.isArray(elements) ? (elements as unknown[])[position] : undefined;
}

/** The holder's trial factors (trailElement[0]). */
export function holderFactors(values: Factors): Factors | undefined {
  return factorsOf(trialScope(values, TRIAL_SCOPES.holder));
}

/** The common trial factors (trailElement[2]): periods, start date, sum insured. */
export function commonFactors(values: Factors): Factors | undefined {
  return factorsOf(trialScope(values, TRIAL_SCOPES.common));
}

/**
 * The trial factors of each insured (trailElement[1]): a list with one entry per insured, or a single
 * object when the page asks for one insured only.
 */
export function insuredFactorList(values: Factors): readonly (Factors | undefined)[] {
  const scope = trialScope(values, TRIAL_SCOPES.insured);
  if (Array.isArray(scope)) return (scope as unknown[]).map(factorsOf);
  const single = factorsOf(scope);
  return single ? [single] : [];
}

/** The trial factor field keys a page asks for, by scope. */
export interface TrialFactorKeys {
  readonly holder: readonly string[];
  readonly insured: readonly string[];
  readonly common: readonly string[];
}

interface ModuleLike {
  readonly formKey?: string;
  readonly children?: readonly ModuleLike[];
}

const SCOPE_BY_POSITION = ['holder', 'insured', 'common'] as const;

/**
 * The factor rows of the page's trial modules (those bound to trailElement[0..2]): each module's
 * children's form keys, by the scope the module's form key names.
 */
export function trialFactorKeys(modules: readonly ModuleLike[]): TrialFactorKeys {
  const keys = { holder: [] as string[], insured: [] as string[], common: [] as string[] };
  const visit = (list: readonly ModuleLike[]) => {
    for (const module of list) {
      const match = /^trailElement\[(\d)\]$/.exec(module.formKey ?? '');
      const scope = match ? SCOPE_BY_POSITION[Number(match[1])] : undefined;
      if (scope) keys[scope].push(...(module.children ?? []).flatMap((child) => (child.formKey ? [child.formKey] : [])));
      else visit(module.children ?? []);
    }
  };
  visit(modules);
  return keys;
}

function scopeComplete(scope: Factors | undefined, keys: readonly string[]): boolean {
  return keys.every((key) => isFilled(scope?.[key]));
}

/**
 * True when every trial factor the page asks for has a value (spec section 5: each premium factor
 * must be non-empty before a trial is requested), for the holder, every insured (at least one when
 * the page has insured factors) and the common factors; and no factor the form holds is empty.
 */
export function factorsComplete(values: Factors, keys: TrialFactorKeys = { holder: [], insured: [], common: [] }): boolean {
  const insureds = insuredFactorList(values);
  if (keys.insured.length > 0 && insureds.length === 0) return false;
  const asked =
    scopeComplete(holderFactors(values), keys.holder) &&
    scopeComplete(commonFactors(values), keys.common) &&
    insureds.every((insured) => scopeComplete(insured, keys.insured));
  const scopes = [holderFactors(values), commonFactors(values), ...insureds];
  return asked && scopes.every((scope) => Object.values(scope ?? {}).every(isFilled));
}
