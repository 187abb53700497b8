import type { Module } from '../../../schema/template/module';

/**
 * A page's or a module's list of modules as stored. Drafts are saved and opened even when invalid,
 * so a list may be missing or hold something other than modules; edits elsewhere must still work.
 */
export function moduleList(value: unknown): readonly Module[] {
  return Array.isArray(value) ? (value as Module[]) : [];
}

/** Whether a list item can be read as a module (an object); anything else is skipped, not edited. */
export function isModule(value: unknown): value is Module {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
