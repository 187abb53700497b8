/** What the factor linkage allows a factor now: its offered values, and the value it should take. */
export interface LinkedFactor {
  readonly values: readonly string[];
  readonly value: string;
}

function isOption(item: unknown): item is { value: string } {
  return item !== null && typeof item === 'object' && typeof (item as { value?: unknown }).value === 'string';
}

/**
 * Reads `dynamicFactorResultJson` (queryDynamicFactor): per factor code its options, default and
 * value. Entries of any other shape are left out, and text that is not JSON reads as no linkage.
 */
export function parseLinkedFactors(json: string): Readonly<Record<string, LinkedFactor>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object') return {};
  const linked: Record<string, LinkedFactor> = {};
  for (const [code, entry] of Object.entries(parsed as Record<string, unknown>)) {
    if (entry === null || typeof entry !== 'object') continue;
    const { options, value, defaultValue } = entry as { options?: unknown; value?: unknown; defaultValue?: unknown };
    if (!Array.isArray(options)) continue;
    const values = options.filter(isOption).map((option) => option.value);
    const chosen = typeof value === 'string' ? value : typeof defaultValue === 'string' ? defaultValue : values[0];
    if (chosen !== undefined) linked[code] = { values, value: chosen };
  }
  return linked;
}

/** The factors among `current` whose linked value differs from what the form holds, as [code, value]. */
export function linkedChanges(linked: Readonly<Record<string, LinkedFactor>>, current: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(linked).flatMap(([code, factor]) => (current[code] === factor.value ? [] : [[code, factor.value] as [string, string]]));
}

/**
 * The choices a factor row offers: the template's options, narrowed to what the product's linkage
 * allows now when it names the factor. Never an option the linkage leaves out: a row whose options
 * the linkage all excludes offers none, rather than choices the server would refuse.
 */
export function offeredOptions<T extends { readonly value: string }>(options: readonly T[], linkedValues: readonly string[] | undefined): T[] {
  return linkedValues ? options.filter((option) => linkedValues.includes(option.value)) : [...options];
}
