import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModule } from '../tree/update-module';

export interface SetModuleLabelArgs {
  readonly moduleId: string;
  readonly label: string;
}

/** Renames a module (its title in the outline and, for most blocks, on the buyer's page). */
export function setModuleLabel(template: TemplateConfig, { moduleId, label }: SetModuleLabelArgs): TemplateConfig {
  return updateModule(template, moduleId, (module) => (module.label === label ? module : { ...module, label }));
}
