import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { canPlace } from '../can-place';
import type { ModulePlace } from '../module-place';
import { claimModuleId } from '../tree/claim-module-id';
import { moduleIds } from '../tree/module-ids';
import { pageFormPaths } from '../tree/page-form-paths';
import { parentFormPath } from '../tree/parent-form-path';
import { withUniqueFormKeys } from '../tree/with-unique-form-keys';
import { placeModule } from '../tree/place-module';

export interface InsertModuleArgs {
  readonly component: string;
  readonly place: ModulePlace;
  /** The id to give the module (so the caller can select it); a fresh one when absent or taken. */
  readonly id?: string;
}

/**
 * Drops a new block from the catalogue: labelled with the block's Chinese title, starting from its
 * default attrs, with the form key its binding fixes (`policyHolder`, `insured[i]`, ...) or, for a
 * form row, a field key unique in its form. Unchanged when `canPlace` refuses the place.
 */
export function insertModule(template: TemplateConfig, { component, place, id }: InsertModuleArgs): TemplateConfig {
  const block = BLOCK_CATALOGUE.get(component);
  if (!block || !canPlace(template, { component }, place).ok) return template;
  const module: Module = {
    id: claimModuleId(component, moduleIds(template), id),
    component,
    label: block.title,
    attrs: structuredClone(block.defaultAttrs) as Module['attrs'],
    isDefault: true,
  };
  const formKey = block.defaultFormKey ?? (block.binds === 'field' ? component : undefined);
  const keyed = formKey === undefined
    ? module
    : withUniqueFormKeys({ ...module, formKey }, parentFormPath(template, place.parentId), pageFormPaths(template, place.pageId));
  return placeModule(template, keyed, place);
}
