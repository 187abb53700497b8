/**
 * Masks the personal data the spec's orders carry wherever it appears in a log line: ID card numbers
 * (15 or 18 characters), mainland mobile numbers and bank account numbers. The first and last few
 * characters stay, so support can still match a line to a case.
 */
const ID_CARD = /(?<![0-9A-Za-z])(\d{6})\d{8}(\d{3}[\dXx])(?![0-9A-Za-z])|(?<![0-9A-Za-z])(\d{6})\d{6}(\d{3})(?![0-9A-Za-z])/g;
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const BANK_ACCOUNT = /(?<!\d)(\d{4})\d{4,11}(\d{4})(?!\d)/g;

export function maskText(text: string): string {
  return text
    .replace(ID_CARD, (_m, a?: string, b?: string, c?: string, d?: string) => (a ? `${a}********${b}` : `${c}******${d}`))
    .replace(MOBILE, '$1****$2')
    .replace(BANK_ACCOUNT, (_m, head: string, tail: string) => `${head}****${tail}`);
}

/** Masks every string inside a value (objects and arrays walked, depth-limited against cycles). */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { type: value.name, message: maskText(value.message), stack: value.stack ? maskText(value.stack) : undefined };
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, depth + 1);
  return out;
}
