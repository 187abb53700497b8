import type { TemplateConfig } from '../../../schema/template/template-config';
import { copyWithFreshIds } from '../tree/copy-with-fresh-ids';
import { findModule } from '../tree/find-module';
import { moduleIds } from '../tree/module-ids';
import { pageFormPaths } from '../tree/page-form-paths';
import { parentFormPath } from '../tree/parent-form-path';
import { placeModule } from '../tree/place-module';
import { withUniqueFormKeys } from '../tree/with-unique-form-keys';

export interface DuplicateModuleArgs {
  readonly moduleId: string;
  /** The id of the copy (so the caller can select it); a fresh one when absent or taken. */
  readonly copyId?: string;
}

/**
 * Places a deep copy right after the original: fresh ids for it and every descendant, and form keys
 * renumbered where they would write the same value as the original (`name` -> `name2`).
 */
export function duplicateModule(template: TemplateConfig, { moduleId, copyId }: DuplicateModuleArgs): TemplateConfig {
  const location = findModule(template, moduleId);
  if (!location) return template;
  const copy = copyWithFreshIds(location.module, moduleIds(template), copyId);
  const keyed = withUniqueFormKeys(copy, parentFormPath(template, location.parentId), pageFormPaths(template, location.pageId));
  return placeModule(template, keyed, { pageId: location.pageId, parentId: location.parentId, index: location.index + 1 });
}
