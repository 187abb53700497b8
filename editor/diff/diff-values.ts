/** One changed leaf: a dotted path and the values on both sides (undefined = absent). */
export interface ValueChange {
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function join(prefix: string, key: string | number): string {
  return prefix === '' ? String(key) : `${prefix}.${key}`;
}

/**
 * The differences between two attribute values as dotted paths. Objects are compared key by key;
 * lists of the same length item by item (`steps.1.title`); a list that grew or shrank is reported
 * whole, since "item 3 changed" means nothing once the items shifted.
 */
export function diffValues(before: unknown, after: unknown, prefix = ''): ValueChange[] {
  if (same(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffValues(before[key], after[key], join(prefix, key)));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && prefix !== '') {
    return before.flatMap((item: unknown, index) => diffValues(item, after[index], join(prefix, index)));
  }
  return [{ path: prefix, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}
