import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { canPlace } from '../can-place';
import type { ModulePlace } from '../module-place';
import { copyWithFreshIds } from '../tree/copy-with-fresh-ids';
import { moduleIds } from '../tree/module-ids';
import { pageFormPaths } from '../tree/page-form-paths';
import { parentFormPath } from '../tree/parent-form-path';
import { placeModule } from '../tree/place-module';
import { withUniqueFormKeys } from '../tree/with-unique-form-keys';

export interface PasteModuleArgs {
  /** The copied subtree, as it was when copied (it may come from another template). */
  readonly module: Module;
  readonly place: ModulePlace;
  /** The id of the pasted root (so the caller can select it); a fresh one when absent or taken. */
  readonly id?: string;
}

/**
 * Pastes a copied subtree at a place with fresh ids throughout and form keys renumbered where they
 * clash on the target page. Unchanged when the target parent does not accept the block.
 */
export function pasteModule(template: TemplateConfig, { module, place, id }: PasteModuleArgs): TemplateConfig {
  if (!canPlace(template, { module }, place).ok) return template;
  const copy = copyWithFreshIds(module, moduleIds(template), id);
  const keyed = withUniqueFormKeys(copy, parentFormPath(template, place.parentId), pageFormPaths(template, place.pageId));
  return placeModule(template, keyed, place);
}
