import type { TemplateConfig } from '../../../schema/template/template-config';
import { canPlace } from '../can-place';
import type { ModulePlace } from '../module-place';
import { findModule } from '../tree/find-module';
import { placeModule } from '../tree/place-module';
import { removeModule } from './remove-module';

export interface MoveModuleArgs {
  readonly moduleId: string;
  /** The insertion point as the lists stand before the move (see `ModulePlace`). */
  readonly place: ModulePlace;
}

/**
 * Moves a module with its children to another place: within its list, into or out of a container,
 * or to another page. Unchanged when `canPlace` refuses (into itself, a parent that does not accept
 * it, a form key already written there) and when the module would land where it already is.
 */
export function moveModule(template: TemplateConfig, { moduleId, place }: MoveModuleArgs): TemplateConfig {
  const location = findModule(template, moduleId);
  if (!location || !canPlace(template, { moduleId }, place).ok) return template;
  const sameList = location.pageId === place.pageId && location.parentId === place.parentId;
  // Taking the module out shifts everything after it up by one.
  const index = sameList && place.index > location.index ? place.index - 1 : place.index;
  if (sameList && Math.min(Math.max(0, index), location.siblings.length - 1) === location.index) return template;
  return placeModule(removeModule(template, { moduleId }), location.module, { ...place, index });
}
