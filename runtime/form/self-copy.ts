import { dequal } from 'dequal';
import type { Module } from '../../schema/template/module';

/**
 * The values an insured who is the holder takes from the holder: each named field the holder has,
 * so the hidden rows still carry the holder's data into the order.
 */
export function selfCopy(holder: unknown, fields: readonly string[]): Record<string, unknown> {
  if (typeof holder !== 'object' || holder === null) return {};
  const source = holder as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

/** Whether copying would change anything, so the form is not rewritten (and re-rendered) in a loop. */
export function copyDiffers(target: unknown, copy: Readonly<Record<string, unknown>>): boolean {
  const current = typeof target === 'object' && target !== null ? (target as Record<string, unknown>) : {};
  return Object.entries(copy).some(([key, value]) => current[key] !== value);
}

/**
 * The values an insured who stops being the holder (relation leaving SELF) is given in place of the
 * holder's copied in: each copied field the insured still holds goes back to its row's default, or
 * is emptied ('' for text, which antd-mobile's inputs and pickers show as empty where undefined would
 * leave the last text on screen; null for anything else). Fields the buyer has changed since are kept.
 */
export function clearedSelfCopy(insured: unknown, copied: Readonly<Record<string, unknown>>, defaults: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const current = typeof insured === 'object' && insured !== null ? (insured as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(copied)
      .filter(([field, value]) => value !== undefined && dequal(current[field], value))
      .map(([field, value]) => [field, defaults[field] ?? (typeof value === 'string' ? '' : null)]),
  );
}

/** The default value of each form row among `modules` that has one (its defaultValue, else its default option), by form key. */
export function rowDefaults(modules: readonly Module[]): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const module of modules) {
    const options = Array.isArray(module.attrs.dataSource) ? (module.attrs.dataSource as { value?: unknown; isDefault?: boolean }[]) : [];
    const value = module.attrs.defaultValue ?? options.find((option) => option.isDefault)?.value;
    if (module.formKey && value !== undefined) defaults[module.formKey] = value;
  }
  return defaults;
}
