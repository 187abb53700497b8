import type { TemplateConfig } from '../../../schema/template/template-config';
import { findModule } from '../tree/find-module';
import { updateModuleList } from '../tree/update-module-list';

export interface RemoveModuleArgs {
  readonly moduleId: string;
}

/** Removes a module with all its children; unchanged when there is no such module. */
export function removeModule(template: TemplateConfig, { moduleId }: RemoveModuleArgs): TemplateConfig {
  const location = findModule(template, moduleId);
  if (!location) return template;
  return updateModuleList(template, location.pageId, location.parentId, (list) => list.filter((_, index) => index !== location.index));
}
