import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModule } from '../tree/update-module';

export interface SetModuleFormKeyArgs {
  readonly moduleId: string;
  /** The new key; empty or absent removes it (the module then writes no form value). */
  readonly formKey?: string;
}

/**
 * Sets the name path a module writes its value under. A clash or a malformed key is left to the
 * validator, which points at the field: refusing keystrokes would make a key impossible to type.
 */
export function setModuleFormKey(template: TemplateConfig, { moduleId, formKey }: SetModuleFormKeyArgs): TemplateConfig {
  return updateModule(template, moduleId, (module) => {
    if ((module.formKey ?? '') === (formKey ?? '')) return module;
    const { formKey: _old, ...rest } = module;
    return formKey === undefined || formKey === '' ? rest : { ...rest, formKey };
  });
}
