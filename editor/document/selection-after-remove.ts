import type { TemplateConfig } from '../../schema/template/template-config';
import type { Selection } from './selection';
import { findModule } from './tree/find-module';

/**
 * What to select once `moduleId` is removed (computed before removing it): the next sibling, else the
 * previous one, else the parent, else the page. Deleting row after row with the keyboard then walks
 * down the list instead of losing the selection.
 */
export function selectionAfterRemove(template: TemplateConfig, moduleId: string): Selection | undefined {
  const location = findModule(template, moduleId);
  if (!location) return undefined;
  const neighbour = location.siblings[location.index + 1] ?? location.siblings[location.index - 1];
  return { pageId: location.pageId, moduleId: neighbour?.id ?? location.parentId };
}
