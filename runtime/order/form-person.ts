import type { Person } from '../../schema/entities/person';

/** Form field name -> person field name, where the form rows use the spec's older spelling. */
const RENAMED: Readonly<Record<string, keyof Person>> = { certiType: 'certType', certiNo: 'certNo' };

/** Person fields an order carries; anything else in a form scope (notices, flags) stays out. */
const PERSON_FIELDS: ReadonlySet<string> = new Set<keyof Person>([
  'name',
  'certType',
  'certNo',
  'certValidatePeriod',
  'birthday',
  'gender',
  'age',
  'phone',
  'email',
  'nationality',
  'occupation',
  'occupationName',
  'occupationCategory',
  'area',
  'address',
  'personalAnnualIncome',
  'workUnit',
  'workPlace',
]);

/** True for a value a buyer actually gave: not undefined, null, blank text or an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A plain object, or undefined for anything else (form scopes may still be missing or arrays). */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The person in a form scope: known fields only, renamed to the entity's names, empty values left
 * out (the person schema's patterns and enums would refuse empty strings). Later sources win, so
 * the filled-in form overrides what the trial elements said.
 */
export function formPerson(...sources: readonly (Readonly<Record<string, unknown>> | undefined)[]): Person {
  const person: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      const field = RENAMED[key] ?? key;
      if (PERSON_FIELDS.has(field) && isFilled(value)) person[field] = value;
    }
  }
  return person as Person;
}
