import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModule } from '../tree/update-module';

export interface SetModuleDefaultArgs {
  readonly moduleId: string;
  readonly isDefault: boolean;
}

/** Shows or hides a module for buyers (`isDefault` false: the runtime drops it, the editor keeps it). */
export function setModuleDefault(template: TemplateConfig, { moduleId, isDefault }: SetModuleDefaultArgs): TemplateConfig {
  return updateModule(template, moduleId, (module) => (module.isDefault === isDefault ? module : { ...module, isDefault }));
}
