import type { ConditionKey } from '../../../schema/template/condition-operators';
import type { ConditionLogic } from '../../../schema/template/condition-logic';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { updateModule } from '../tree/update-module';

export interface SetModuleConditionArgs {
  readonly moduleId: string;
  /** Which condition: shown, required or disabled when it holds. */
  readonly key: ConditionKey;
  /** The new condition; absent removes it (the module's static flags decide again). */
  readonly condition?: ConditionLogic;
}

/**
 * Sets or removes one of a module's conditions. A condition naming an unknown variable or comparing
 * across types is kept and left to the validator, which points at the expression at fault.
 */
export function setModuleCondition(template: TemplateConfig, { moduleId, key, condition }: SetModuleConditionArgs): TemplateConfig {
  return updateModule(template, moduleId, (module) => {
    if (JSON.stringify(module[key]) === JSON.stringify(condition)) return module;
    const { [key]: _old, ...rest } = module;
    return condition === undefined ? rest : { ...rest, [key]: condition };
  });
}
