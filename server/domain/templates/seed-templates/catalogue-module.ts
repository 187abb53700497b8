import { BLOCK_CATALOGUE, type AttrsOf, type ComponentName } from '../../../../schema/catalogue';
import type { Module } from '../../../../schema/template/module';

/** Placement of a module beyond its attrs. */
export interface ModuleOptions {
  /** The form key; the block's own default key (e.g. `policyHolder`) when absent. */
  readonly formKey?: string;
  readonly children?: readonly Module[];
  /** False keeps the module in the template but hidden from buyers. */
  readonly isDefault?: boolean;
}

/**
 * A module of a catalogue block, exactly as the editor would place it: the block's `defaultAttrs` as
 * the base with `attrs` laid over them (an attr set to undefined drops the default), the block's
 * default form key, shown unless told otherwise.
 */
export function catalogueModule<C extends ComponentName>(
  component: C,
  id: string,
  label: string,
  attrs: Partial<AttrsOf<C>> = {},
  options: ModuleOptions = {},
): Module {
  const block = BLOCK_CATALOGUE.get(component);
  if (!block) throw new Error(`block ${component} is not in the catalogue`);
  const merged: Record<string, unknown> = { ...structuredClone(block.defaultAttrs), ...attrs };
  const formKey = options.formKey ?? block.defaultFormKey;
  return {
    id,
    component,
    label,
    attrs: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    isDefault: options.isDefault ?? true,
    ...(formKey ? { formKey } : {}),
    ...(options.children ? { children: [...options.children] } : {}),
  };
}

/** A form row (a child of a form module) writing the field `formKey`. */
export function formRow<C extends ComponentName>(component: C, id: string, label: string, formKey: string, attrs: Partial<AttrsOf<C>> = {}): Module {
  return catalogueModule(component, id, label, attrs, { formKey });
}
