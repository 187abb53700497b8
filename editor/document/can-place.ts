import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { checkContainer } from './check-container';
import { ALLOWED, refuse, type DocumentCheck } from './document-refusal';
import type { ModulePlace } from './module-place';
import type { PlaceSource } from './place-source';
import { containsModule } from './tree/contains-module';
import { findModule } from './tree/find-module';
import { pageFormPaths } from './tree/page-form-paths';
import { parentFormPath } from './tree/parent-form-path';
import { subtreeFormPaths } from './tree/subtree-form-paths';

/** A form key fixed by the block's binding (policyHolder, insured[i], ...) must be free on the page. */
function checkFormKeys(template: TemplateConfig, subtree: Module, place: ModulePlace, movingId?: string): DocumentCheck {
  const taken = pageFormPaths(template, place.pageId, movingId);
  const clash = subtreeFormPaths(subtree, parentFormPath(template, place.parentId)).find((path) => taken.has(path));
  return clash === undefined ? ALLOWED : refuse('formKeyTaken', { formKey: clash });
}

/**
 * Whether `source` may go to `place`: the page and parent exist, the parent accepts the block, a
 * module does not go into itself, and a new or moved module does not take a form key already written
 * on that page. Copies (pastes) are not refused for form keys: they are renumbered instead.
 * The operations refuse exactly when this does; the UI calls it to show why.
 */
export function canPlace(template: TemplateConfig, source: PlaceSource, place: ModulePlace): DocumentCheck {
  if ('component' in source) {
    const container = checkContainer(template, source.component, place);
    if (!container.ok) return container;
    const formKey = BLOCK_CATALOGUE.get(source.component)?.defaultFormKey;
    const fresh: Module = { id: '', component: source.component, label: '', attrs: {}, isDefault: true, ...(formKey ? { formKey } : {}) };
    return checkFormKeys(template, fresh, place);
  }
  if ('module' in source) return checkContainer(template, source.module.component, place);
  const location = findModule(template, source.moduleId);
  if (!location) return refuse('moduleNotFound');
  if (place.parentId !== null && containsModule(location.module, place.parentId)) return refuse('intoItself');
  const container = checkContainer(template, location.module.component, place);
  if (!container.ok) return container;
  return checkFormKeys(template, location.module, place, source.moduleId);
}
