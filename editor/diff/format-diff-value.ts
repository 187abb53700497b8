import type { DiffMessages } from '../i18n/messages/diff';

/** Long texts (HTML remarks, clause bodies) are cut so that one entry stays one line. */
const MAX_VALUE_LENGTH = 60;

function cut(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

/** A before or after value as the diff shows it: quoted text, yes / no, numbers, compact JSON. */
export function formatDiffValue(value: unknown, messages: DiffMessages): string {
  if (value === undefined || value === null) return messages.none;
  if (typeof value === 'string') return `"${cut(value)}"`;
  if (typeof value === 'boolean') return value ? messages.yes : messages.no;
  if (typeof value === 'number') return String(value);
  return cut(JSON.stringify(value));
}
