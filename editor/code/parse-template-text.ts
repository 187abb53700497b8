import type { TemplateConfig } from '../../schema/template/template-config';
import type { CodeSyntaxError } from './code-syntax-error';
import { jsonErrorLocation } from './json-error-location';

/** The code view's text read as a template, or why it cannot be. */
export type ParsedTemplateText =
  | { readonly ok: true; readonly template: TemplateConfig }
  | { readonly ok: false; readonly error: CodeSyntaxError };

/**
 * Parses what the operator typed. Any JSON object is taken as the template: whether it is a valid one
 * is the validator's business (the problems panel shows it), so a half-edited template still previews.
 */
export function parseTemplateText(text: string): ParsedTemplateText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const location = jsonErrorLocation(error instanceof Error ? error.message : String(error), text);
    return { ok: false, error: { kind: 'syntax', ...location } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: { kind: 'notAnObject' } };
  return { ok: true, template: value as TemplateConfig };
}

/** The text the code view shows for a template: JSON indented by two spaces. */
export function formatTemplateText(template: TemplateConfig): string {
  return `${JSON.stringify(template, null, 2)}\n`;
}
