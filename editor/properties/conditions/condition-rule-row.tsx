import { Button, Flex, Select, Typography } from 'antd';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import type { Problem } from '../../../schema/validate/problem';
import type { EditKind } from '../property-editor-context';
import { operatorsFor, withOperator, withVariable } from './builder-operators';
import type { ConditionRule } from './condition-tree';
import { ConditionValueInput } from './condition-value-input';
import { variableLabel, type ConditionMessages } from './variable-labels';

interface ConditionRuleRowProps {
  readonly rule: ConditionRule;
  /** JSON Pointer of the row's expression from the module (`/visibleOn/and/0`), for the problems panel. */
  readonly pointer: string;
  readonly variables: ReadonlyMap<string, ConditionVariable>;
  /** The variables in the order and groups the picker shows them. */
  readonly variableOptions: readonly { label: string; options: { value: string; label: string }[] }[];
  readonly problems: readonly Problem[];
  readonly messages: ConditionMessages;
  readonly onChange: (rule: ConditionRule, edit: EditKind) => void;
  readonly onRemove: () => void;
}

/** One comparison: pick a variable, an operator fitting its type, and a value; its own problems under it. */
export function ConditionRuleRow({ rule, pointer, variables, variableOptions, problems, messages, onChange, onRemove }: ConditionRuleRowProps) {
  const variable = variables.get(rule.variable);
  const operators = operatorsFor(variable);
  return (
    <div data-property-path={pointer} data-condition-row="" style={{ marginBottom: 8 }}>
      <Flex gap={6} align="center" wrap>
        <Select<string>
          aria-label={messages.variable}
          style={{ flex: '2 1 150px', minWidth: 0 }}
          value={rule.variable}
          // A variable the template no longer offers is shown by its name, with the problem under it.
          labelRender={({ value }) => (variable ? variableLabel(variable, messages) : String(value))}
          status={variable ? undefined : 'error'}
          showSearch={{ optionFilterProp: 'label' }}
          options={variableOptions.map((group) => ({ label: group.label, title: group.label, options: group.options }))}
          popupMatchSelectWidth={false}
          onChange={(name) => onChange(withVariable(rule, variables.get(name), name), 'discrete')}
        />
        <Select
          aria-label={messages.operator}
          style={{ flex: '1 1 90px', minWidth: 0 }}
          value={rule.operator}
          options={operators.map((operator) => ({ value: operator, label: messages[`op.${operator}`] }))}
          popupMatchSelectWidth={false}
          onChange={(operator) => onChange(withOperator(rule, variable, operator), 'discrete')}
        />
        <div style={{ flex: '2 1 120px', minWidth: 0 }}>
          <ConditionValueInput
            rule={rule}
            variable={variable}
            messages={messages}
            invalid={problems.length > 0}
            onChange={(value, edit) => onChange({ ...rule, value }, edit)}
          />
        </div>
        <Button type="link" size="small" danger aria-label={messages.removeRule} title={messages.removeRule} onClick={onRemove}>
          {messages.remove}
        </Button>
      </Flex>
      {problems.map((problem) => (
        <Typography.Text key={`${problem.path}:${problem.message}`} type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
          {problem.message}
        </Typography.Text>
      ))}
    </div>
  );
}
