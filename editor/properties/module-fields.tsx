import { Switch } from 'antd';
import { memo } from 'react';
import type { ConditionKey } from '../../schema/template/condition-operators';
import type { Module } from '../../schema/template/module';
import type { Problem } from '../../schema/validate/problem';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import { ModuleConditionsSection } from './conditions/module-conditions-section';
import { FieldFrame } from './field-frame';
import type { ModulePatch } from './module-patch';
import type { EditKind } from './property-editor-context';
import { TypedInput } from './typed-input';

interface ModuleFieldsProps {
  readonly module: Module;
  readonly bindsFormKey: boolean;
  /** The form key the block's binding implies, shown as the hint of an empty form key. */
  readonly defaultFormKey: string | undefined;
  readonly problems: readonly Problem[];
  readonly onChange: (patch: ModulePatch, field: 'label' | 'isDefault' | 'formKey' | ConditionKey, edit: EditKind) => void;
}

/** Same fields shown: an attrs edit (most keystrokes) leaves these form items alone. */
function sameFields(before: ModuleFieldsProps, after: ModuleFieldsProps): boolean {
  return (
    before.module.id === after.module.id &&
    before.module.label === after.module.label &&
    before.module.isDefault === after.module.isDefault &&
    before.module.formKey === after.module.formKey &&
    before.module.visibleOn === after.module.visibleOn &&
    before.module.requiredOn === after.module.requiredOn &&
    before.module.disabledOn === after.module.disabledOn &&
    before.bindsFormKey === after.bindsFormKey &&
    before.defaultFormKey === after.defaultFormKey &&
    before.problems === after.problems &&
    before.onChange === after.onChange
  );
}

/**
 * The module's own fields above its attrs: label, shown or not, the form key where the block binds
 * one, and its conditions (when shown, required, disabled).
 */
export const ModuleFields = memo(ModuleFieldsView, sameFields);

function ModuleFieldsView({ module, bindsFormKey, defaultFormKey, problems, onChange }: ModuleFieldsProps) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const at = (pointer: string) => problems.filter((problem) => problem.path === pointer);
  const frame = (field: string, title: string, description?: string) => ({
    pointer: `/${field}`,
    id: `property/${field}`,
    title,
    fieldKey: field,
    ...(description === undefined ? {} : { description }),
    problems: at(`/${field}`),
    container: false,
  });
  return (
    <>
      <FieldFrame {...frame('label', messages.label)} required>
        <TypedInput
          id="property/label"
          value={module.label}
          status={at('/label').length > 0 ? 'error' : undefined}
          onType={(label) => onChange({ label }, 'label', 'typing')}
        />
      </FieldFrame>
      <FieldFrame {...frame('isDefault', messages.isDefault, messages.isDefaultHelp)} required>
        <Switch id="property/isDefault" checked={module.isDefault} onChange={(checked) => onChange({ isDefault: checked }, 'isDefault', 'discrete')} />
      </FieldFrame>
      {bindsFormKey ? (
        <FieldFrame {...frame('formKey', messages.formKey, messages.formKeyHelp)} required={false}>
          <TypedInput
            id="property/formKey"
            value={module.formKey ?? ''}
            placeholder={defaultFormKey}
            status={at('/formKey').length > 0 ? 'error' : undefined}
            // Sent as typed: an empty string (rather than an absent key, which a patch could not tell
            // from "unchanged") asks the document to remove the form key.
            onType={(formKey) => onChange({ formKey }, 'formKey', 'typing')}
          />
        </FieldFrame>
      ) : null}
      <ModuleConditionsSection module={module} problems={problems} onChange={(key, condition, edit) => onChange({ [key]: condition }, key, edit)} />
    </>
  );
}
