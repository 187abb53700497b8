import type { DefaultPolicy } from './control-descriptor';

/** One option of a dataSource: `{ value, label, isDefault }` plus whatever else the block adds. */
export type DataSourceOption = Readonly<Record<string, unknown>> & { readonly isDefault?: boolean };

function withDefaultAt<T extends DataSourceOption>(options: readonly T[], index: number): T[] {
  return options.map((option, position) => {
    if (position === index) return { ...option, isDefault: true };
    if (option.isDefault === undefined) return option;
    // Dropping the flag (rather than writing false) keeps the stored options as the runtime reads them.
    const { isDefault: _dropped, ...rest } = option;
    return rest as T;
  });
}

/**
 * Marks or unmarks an option as the default. Marking one unmarks the others (a single choice has one
 * preselected answer); under `exactlyOne` the default can only move, never be cleared.
 */
export function setDefaultOption<T extends DataSourceOption>(
  options: readonly T[],
  index: number,
  isDefault: boolean,
  policy: DefaultPolicy,
): T[] {
  if (options[index] === undefined) return [...options];
  if (isDefault) return withDefaultAt(options, index);
  if (policy === 'exactlyOne') return [...options];
  return withDefaultAt(options, -1);
}

/**
 * Repairs the defaults of a list after an edit that may have broken the policy (an option added,
 * removed, pasted from the code view): keeps the first default, and under `exactlyOne` marks the first
 * option when none is.
 */
export function normaliseDefaults<T extends DataSourceOption>(options: readonly T[], policy: DefaultPolicy): T[] {
  const first = options.findIndex((option) => option.isDefault === true);
  if (first === -1) return policy === 'exactlyOne' && options.length > 0 ? withDefaultAt(options, 0) : [...options];
  return withDefaultAt(options, first);
}

/** What is wrong with the defaults of a list, if anything, so the panel can say so and offer a fix. */
export function defaultsViolation(options: readonly DataSourceOption[], policy: DefaultPolicy): 'none' | 'several' | undefined {
  const count = options.filter((option) => option.isDefault === true).length;
  if (count > 1) return 'several';
  if (count === 0 && policy === 'exactlyOne' && options.length > 0) return 'none';
  return undefined;
}
