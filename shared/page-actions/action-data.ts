/**
 * Readers for the loosely typed `data` of a page action. Backends send either a bare value or an
 * object, so each reader accepts both shapes and answers `undefined` when nothing usable is there.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A bare string/number, or the first of `keys` holding one. */
export function readText(data: unknown, keys: readonly string[]): string | undefined {
  const direct = asText(data);
  if (direct !== undefined) return direct;
  if (!isRecord(data)) return undefined;
  for (const key of keys) {
    const found = asText(data[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A named text field of an object payload only (never the bare value). */
export function readField(data: unknown, key: string): string | undefined {
  return isRecord(data) ? asText(data[key]) : undefined;
}

/**
 * Addresses the app may leave for: http(s), protocol-relative and same-site paths. Anything else
 * (`javascript:`, `data:`) would run code chosen by whoever controls the response, so it is refused.
 */
export function isNavigableUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return trimmed.length > 2;
  if (trimmed.startsWith('/') || trimmed.startsWith('?') || trimmed.startsWith('#')) return true;
  return /^https?:\/\/[^\s]+$/i.test(trimmed);
}

/**
 * The `formData` of a formSubmit payload as string fields: scalars are stringified, objects serialised
 * as JSON (what a gateway expecting a JSON field receives), null and undefined left out.
 */
export function readFormData(data: unknown): Record<string, string> | undefined {
  const value = isRecord(data) ? data['formData'] : undefined;
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    fields[key] = typeof field === 'object' ? JSON.stringify(field) : String(field);
  }
  return fields;
}
