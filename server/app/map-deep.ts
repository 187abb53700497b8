/** What a `mapDeep` visitor returns to leave a value to the walk: arrays and objects are copied and walked into, anything else kept. */
export const WALK_ON: unique symbol = Symbol('walk on');

/**
 * A copy of `value` walked through arrays and objects, in which `visit` may replace any value on the
 * way, given the key it sits under (undefined for the root and for array items): what it returns
 * replaces the value, WALK_ON walks on. Arrays and objects nested deeper than `maxDepth` are kept as
 * they are, unvisited, so a cyclic or hostile payload cannot recurse without end.
 */
export function mapDeep(value: unknown, visit: (value: unknown, key: string | undefined) => unknown, maxDepth: number): unknown {
  const walk = (item: unknown, key: string | undefined, depth: number): unknown => {
    const isContainer = item !== null && typeof item === 'object';
    if (isContainer && depth > maxDepth) return item;
    const replaced = visit(item, key);
    if (replaced !== WALK_ON || !isContainer) return replaced === WALK_ON ? item : replaced;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, undefined, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [entryKey, entry] of Object.entries(item)) out[entryKey] = walk(entry, entryKey, depth + 1);
    return out;
  };
  return walk(value, undefined, 0);
}
