import { BLOCK_CATALOGUE, type AttrsOf, type ComponentName } from '../../../schema/catalogue';
import type { Module } from '../../../schema/template/module';

/** A block placed as the editor places it: its default attrs with `attrs` laid over them. */
export function placedBlock<C extends ComponentName>(component: C, id: string, attrs: Partial<AttrsOf<C>> = {}, extra: Partial<Module> = {}): Module {
  const definition = BLOCK_CATALOGUE.get(component);
  if (!definition) throw new Error(`block ${component} is not in the catalogue`);
  return {
    id,
    component,
    label: definition.title,
    attrs: { ...structuredClone(definition.defaultAttrs), ...attrs },
    isDefault: true,
    ...(definition.defaultFormKey ? { formKey: definition.defaultFormKey } : {}),
    ...extra,
  };
}
