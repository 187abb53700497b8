import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModule } from '../tree/update-module';

export interface SetModuleAttrsArgs {
  readonly moduleId: string;
  /** The whole new attrs object (the property panel sends attrs replaced whole). */
  readonly attrs: Module['attrs'];
}

/**
 * Replaces a module's attrs. Not validated here: a half-typed value must stay editable, and the
 * problems panel shows what the validator makes of it.
 */
export function setModuleAttrs(template: TemplateConfig, { moduleId, attrs }: SetModuleAttrsArgs): TemplateConfig {
  return updateModule(template, moduleId, (module) => ({ ...module, attrs }));
}
