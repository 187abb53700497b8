/**
 * A field value as rules see it: strings trimmed, numbers and booleans as their text, anything else
 * (objects, arrays, null) as no text. Rules compare text, so `12` and `' 12 '` validate alike.
 */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * Whether a value counts as not filled in: absent, blank after trimming, NaN or an empty list.
 * `false` is a value (an unticked box), so only the rules that demand a tick reject it.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
