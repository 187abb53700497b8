import type { TemplateConfig } from '../../schema/template/template-config';
import type { DocumentAction } from './document-action';
import type { Selection } from './selection';
import { findModule } from './tree/find-module';

function moveAmongSiblings(template: TemplateConfig, selection: Selection, step: -1 | 1): DocumentAction | undefined {
  if (selection.moduleId === null) return undefined;
  const location = findModule(template, selection.moduleId);
  if (!location) return undefined;
  const target = location.index + step;
  if (target < 0 || target >= location.siblings.length) return undefined;
  // ModulePlace counts before the move: one down is the gap after the next sibling.
  const index = step === 1 ? location.index + 2 : target;
  return { type: 'moveModule', moduleId: location.module.id, place: { pageId: location.pageId, parentId: location.parentId, index } };
}

/** The action moving the selected module one place up among its siblings; undefined at the top or with nothing selected. */
export function moveSelectionUp(template: TemplateConfig, selection: Selection): DocumentAction | undefined {
  return moveAmongSiblings(template, selection, -1);
}

/** The action moving the selected module one place down among its siblings; undefined at the bottom. */
export function moveSelectionDown(template: TemplateConfig, selection: Selection): DocumentAction | undefined {
  return moveAmongSiblings(template, selection, 1);
}
