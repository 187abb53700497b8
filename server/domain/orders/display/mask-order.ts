import { MASKED_KEYS, maskValue } from './mask-value';

/** Nesting deeper than any order; stops a hostile payload from recursing without end. */
const MAX_DEPTH = 12;

/**
 * A deep copy of an order (or any part of one) with every personal value masked for display:
 * names, certificate numbers, phones, bank accounts and emails, wherever their keys appear.
 */
export function maskOrder<T>(value: T): T {
  return maskDeep(value, 0) as T;
}

function maskDeep(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const kind = MASKED_KEYS[key];
    out[key] = kind && typeof item === 'string' ? maskValue(kind, item) : maskDeep(item, depth + 1);
  }
  return out;
}
