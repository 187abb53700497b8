import type { FieldPath } from './json-pointer';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `root` with the value at `path` replaced, creating the objects and lists on the way.
 * `undefined` removes an object's key, so clearing an optional attr leaves no empty value behind.
 */
export function setIn(root: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const record = isRecord(root) ? { ...root } : {};
  const next = setIn(record[head], rest, value);
  if (next === undefined) delete record[head];
  else record[head] = next;
  return record;
}
