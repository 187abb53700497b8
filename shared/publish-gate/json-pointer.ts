import { pointerTokens } from '../template/locate-problem';

/** The value a JSON Pointer names inside a JSON value, or undefined when the path does not exist. */
export function valueAt(root: unknown, pointer: string): unknown {
  let at: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(at)) at = /^\d+$/.test(token) ? at[Number(token)] : undefined;
    else if (typeof at === 'object' && at !== null) at = Object.hasOwn(at, token) ? (at as Record<string, unknown>)[token] : undefined;
    else return undefined;
  }
  return at;
}

/** Escapes one token of a JSON Pointer (`/` is `~1`, `~` is `~0`). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every string inside a JSON value, with its pointer relative to the value. */
export function* stringsIn(value: unknown, pointer = ''): Generator<{ readonly pointer: string; readonly value: string }> {
  if (typeof value === 'string') yield { pointer, value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${pointer}/${index}`);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${pointer}/${pointerToken(key)}`);
  }
}
