function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a stored value may be trusted as, judged against the atom's initial value: session storage may
 * hold what an older version of the page saved, or something else wrote under the same key, and the
 * page must open all the same. A record keeps its stored fields over the initial ones, so fields added
 * since come with their defaults; a list stays a list; a stored value of another kind gives way to the
 * initial one. Where the initial value is null nothing is known of the shape, and the stored value is kept.
 */
export function restoreStored<T>(stored: unknown, initial: T): T {
  if (initial === null) return stored as T;
  if (isRecord(initial)) return (isRecord(stored) ? { ...initial, ...stored } : initial) as T;
  if (Array.isArray(initial)) return (Array.isArray(stored) ? stored : initial) as T;
  return (typeof stored === typeof initial ? stored : initial) as T;
}
