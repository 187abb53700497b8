/**
 * How many entries a repeatable form shows first: what the buyer already has, at least the minimum,
 * at most `maxCount` when given (without it every stored entry shows, so entries over a maximum that
 * has since dropped stay in sight, to be removed, instead of being sent unseen).
 */
export function initialCount(stored: unknown, minCount: number | undefined, maxCount?: number): number {
  const have = Array.isArray(stored) ? stored.length : 0;
  const shown = Math.max(have, minCount ?? 1, 1);
  return maxCount === undefined ? shown : Math.min(shown, Math.max(maxCount, 1));
}

/** The list without entry `index`, the later entries moving up; a non-list gives an empty list. */
export function removeAt(list: unknown, index: number): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.filter((_item, at) => at !== index);
}

/** Indexes of the entries whose relation is SELF after the first: only one insured may be the holder. */
export function extraSelfIndexes(relations: readonly unknown[], isSelf: (relation: unknown) => boolean): number[] {
  const selves = relations.flatMap((relation, index) => (isSelf(relation) ? [index] : []));
  return selves.slice(1);
}
