/** A list with one more item at the end, unless the schema's `maxItems` is reached. */
export function appendItem<T>(items: readonly T[], item: T, maxItems?: number): T[] {
  if (maxItems !== undefined && items.length >= maxItems) return [...items];
  return [...items, item];
}

/** A list without the item at `index`, unless that would go below the schema's `minItems`. */
export function removeItem<T>(items: readonly T[], index: number, minItems = 0): T[] {
  if (index < 0 || index >= items.length || items.length <= minItems) return [...items];
  return items.filter((_, position) => position !== index);
}

/** A list with the item at `index` swapped with its neighbour (`-1` up, `+1` down); ends stay put. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  const next = [...items];
  const item = next[index];
  const neighbour = next[target];
  if (item === undefined || neighbour === undefined) return next;
  next[index] = neighbour;
  next[target] = item;
  return next;
}
