import type { AttrsOf } from '../../../schema/catalogue';
import type { Module } from '../../../schema/template/module';
import { assertNever } from '../../../shared/assert-never';
import { AGENT_CODE_MAX_LENGTH, AGENT_CODE_PATTERN } from '../../../shared/constants';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import type { AgentField } from '../../form/agent-rows';
import { FormScope } from '../../template/form-scope';
import InputItem from '../form/input-item';
import SelectItem from '../form/select-item';

/** The form key the agent's entry lives under; its person fields follow the Agent entity. */
export const AGENT_FORM_KEY = 'agent';

const labels = ORDER_MESSAGES.fieldLabels;

type AgentRow =
  | { readonly kind: 'input'; readonly module: Module; readonly attrs: AttrsOf<'inputItem'> }
  | { readonly kind: 'select'; readonly module: Module; readonly attrs: AttrsOf<'selectItem'> };

function inputRow(id: string, label: string, formKey: string, attrs: AttrsOf<'inputItem'>): AgentRow {
  return { kind: 'input', module: { id, component: 'inputItem', label, formKey, isDefault: true, attrs }, attrs };
}

/** One row of the entry: an input row (or the certificate type select) as the catalogue defines it. */
function agentRow(moduleId: string, field: AgentField): AgentRow {
  const id = `${moduleId}-${field}`;
  switch (field) {
    case 'customerCode':
      return inputRow(id, labels.customerCode, 'customerCode', {
        placeholder: FLOW_MESSAGES.agentCodePlaceholder,
        required: true,
        maxLength: AGENT_CODE_MAX_LENGTH,
        rules: [{ rule: 'pattern', value: AGENT_CODE_PATTERN, message: FLOW_MESSAGES.agentCodeFormat }],
      });
    case 'name':
      return inputRow(id, labels.name, 'person.name', { placeholder: FLOW_MESSAGES.agentNamePlaceholder, required: true, maxLength: 30, rules: [{ rule: 'name' }] });
    case 'phone':
      return inputRow(id, labels.phone, 'person.phone', { placeholder: FLOW_MESSAGES.agentPhonePlaceholder, required: true, maxLength: 11, inputMode: 'tel', rules: [{ rule: 'phone' }] });
    case 'certiType': {
      const attrs: AttrsOf<'selectItem'> = { required: true, dictType: 'certiType', defaultValue: 'I' };
      return { kind: 'select', module: { id, component: 'selectItem', label: labels.certiType, formKey: 'person.certType', isDefault: true, attrs }, attrs };
    }
    case 'certiNo':
      return inputRow(id, labels.certiNo, 'person.certNo', { required: true, maxLength: 18, rules: [{ rule: 'idCard' }] });
    default:
      return assertNever(field, 'agent field');
  }
}

/**
 * The agent's own details, entered on the buyer's phone when the order does not carry them yet (the
 * agent sells face to face): the configured fields as ordinary form rows under `agent`, checked by the
 * shared rule catalogue like every other row.
 */
export function AgentEntry({ moduleId, fields }: { moduleId: string; fields: readonly AgentField[] }) {
  return (
    <FormScope formKey={AGENT_FORM_KEY}>
      {fields.map((field) => {
        const row = agentRow(moduleId, field);
        return row.kind === 'select' ? (
          <SelectItem key={row.module.id} module={row.module} attrs={row.attrs} />
        ) : (
          <InputItem key={row.module.id} module={row.module} attrs={row.attrs} />
        );
      })}
    </FormScope>
  );
}
