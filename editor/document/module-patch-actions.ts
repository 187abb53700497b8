import { CONDITION_KEYS } from '../../schema/template/condition-operators';
import type { Module } from '../../schema/template/module';
import type { DocumentAction } from './document-action';

/**
 * The document actions for one property-panel change (`onChange(patch, coalesceKey)`): one action per
 * field present, all carrying the panel's coalesce key, so typing in a field stays one undo step.
 */
export function modulePatchActions(
  moduleId: string,
  patch: Partial<Pick<Module, 'attrs' | 'label' | 'formKey' | 'isDefault' | 'visibleOn' | 'requiredOn' | 'disabledOn'>>,
  coalesceKey: string,
): DocumentAction[] {
  const actions: DocumentAction[] = [];
  if (patch.attrs !== undefined) actions.push({ type: 'setModuleAttrs', moduleId, attrs: patch.attrs, coalesceKey });
  if (patch.label !== undefined) actions.push({ type: 'setModuleLabel', moduleId, label: patch.label, coalesceKey });
  if ('formKey' in patch) actions.push({ type: 'setModuleFormKey', moduleId, formKey: patch.formKey, coalesceKey });
  if (patch.isDefault !== undefined) actions.push({ type: 'setModuleDefault', moduleId, isDefault: patch.isDefault, coalesceKey });
  // A condition present but undefined removes it.
  for (const key of CONDITION_KEYS) {
    if (!(key in patch)) continue;
    const condition = patch[key];
    actions.push({ type: 'setModuleCondition', moduleId, key, ...(condition === undefined ? {} : { condition }), coalesceKey });
  }
  return actions;
}
