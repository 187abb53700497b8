/** What a `mapDeep` visitor returns to leave a value to the walk: arrays and objects are copied and walked into, anything else kept. */
export const WALK_ON: unique symbol = Symbol('walk on');

/** What a `mapDeep` visitor returns to leave an object's entry out of the copy (array items are kept as undefined). */
export const OMIT: unique symbol = Symbol('omit');

/**
 * A copy of `value` walked through arrays and objects, in which `visit` may replace any value on the
 * way, given the key it sits under (undefined for the root and for array items) and the object or
 * array holding it: what it returns replaces the value, WALK_ON walks on, OMIT leaves an object's
 * entry out. Arrays and objects nested deeper than `maxDepth` are kept as they are, unvisited, so a
 * cyclic or hostile payload cannot recurse without end.
 */
export function mapDeep(
  value: unknown,
  visit: (value: unknown, key: string | undefined, parent: object | undefined) => unknown,
  maxDepth: number,
): unknown {
  const walk = (item: unknown, key: string | undefined, parent: object | undefined, depth: number): unknown => {
    const isContainer = item !== null && typeof item === 'object';
    if (isContainer && depth > maxDepth) return item;
    const replaced = visit(item, key, parent);
    if (replaced === OMIT) return parent !== undefined && !Array.isArray(parent) ? OMIT : undefined;
    if (replaced !== WALK_ON || !isContainer) return replaced === WALK_ON ? item : replaced;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, undefined, item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [entryKey, entry] of Object.entries(item)) {
      const mapped = walk(entry, entryKey, item, depth + 1);
      if (mapped !== OMIT) out[entryKey] = mapped;
    }
    return out;
  };
  return walk(value, undefined, undefined, 0);
}
