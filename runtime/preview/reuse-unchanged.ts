function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The item's `id` when it has a string one: list items are matched by it, so an insert shifts nothing. */
function idOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.id === 'string' ? value.id : undefined;
}

function reuseItems(previous: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  const byId = new Map<string, unknown>();
  for (const item of previous) {
    const id = idOf(item);
    if (id !== undefined && !byId.has(id)) byId.set(id, item);
  }
  let same = previous.length === next.length;
  const items = next.map((item, index) => {
    const id = idOf(item);
    const counterpart = id !== undefined && byId.has(id) ? byId.get(id) : previous[index];
    const reused = reuseUnchanged(counterpart, item);
    if (reused !== previous[index]) same = false;
    return reused;
  });
  return same ? previous : items;
}

function reuseFields(previous: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    const had = Object.hasOwn(previous, key);
    const reused = had ? reuseUnchanged(previous[key], next[key]) : next[key];
    if (!had || reused !== previous[key]) same = false;
    fields[key] = reused;
  }
  return same ? previous : fields;
}

/**
 * Structural sharing for JSON data that arrives whole (a page posted by the editor, structured-cloned
 * so every object is new): returns `next` with every part deep-equal to its counterpart in `previous`
 * replaced by that counterpart, and `previous` itself when all of it is equal. Unchanged modules keep
 * their identity, so the views of only the edited ones render again. Neither argument is modified.
 */
export function reuseUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(next)) return (Array.isArray(previous) ? reuseItems(previous, next) : next) as T;
  if (isRecord(next)) return (isRecord(previous) ? reuseFields(previous, next) : next) as T;
  return next;
}
