/**
 * Whose values a form field holds, as conditions name them: the policyholder's (`holder.*`), an
 * insured's (`insured.*`), the common trial factors (`common.*`), or a field of its own at the top of
 * the page form (`form.*`).
 */
export type ConditionScope = 'holder' | 'insured' | 'common' | 'form';

/**
 * The scope a person or trial module's form key opens: `policyHolder` and the holder's trial factors
 * (`trailElement[0]`) are the holder's, `insured[i]` and `trailElement[1]` an insured's,
 * `trailElement[2]` the common factors. Other keys (`invoice`, `payment`...) open no scope conditions read.
 */
export function scopeOfFormKey(formKey: string): Exclude<ConditionScope, 'form'> | undefined {
  if (formKey === 'policyHolder' || formKey === 'trailElement[0]') return 'holder';
  if (/^insured(\[(i|\d+)\])?$/.test(formKey) || formKey === 'trailElement[1]') return 'insured';
  if (formKey === 'trailElement[2]') return 'common';
  return undefined;
}

/** A form name path (`['insured', 1, 'name']`) as the runtime's form scopes build them. */
export type ConditionNamePath = readonly (string | number)[];

/** Where a name path sits: its scope and, inside an insured's form, which insured (0 elsewhere). */
export interface ScopePosition {
  readonly scope: ConditionScope | undefined;
  readonly insuredIndex: number;
}

/**
 * The scope of a form name path at run time: `['policyHolder', ...]` is the holder's,
 * `['insured', 2, ...]` the third insured's, `['trailElement', 1, 0, ...]` the first insured's trial
 * factors; an empty path is the top of the page form.
 */
export function scopeOfNamePath(path: ConditionNamePath): ScopePosition {
  const [head, second, third] = path;
  if (head === undefined) return { scope: 'form', insuredIndex: 0 };
  if (head === 'policyHolder') return { scope: 'holder', insuredIndex: 0 };
  if (head === 'insured') return { scope: 'insured', insuredIndex: typeof second === 'number' ? second : 0 };
  if (head === 'trailElement') {
    if (second === 0) return { scope: 'holder', insuredIndex: 0 };
    if (second === 1) return { scope: 'insured', insuredIndex: typeof third === 'number' ? third : 0 };
    if (second === 2) return { scope: 'common', insuredIndex: 0 };
  }
  return { scope: undefined, insuredIndex: 0 };
}
