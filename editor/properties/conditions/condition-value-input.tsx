import { Input, InputNumber, Select } from 'antd';
import type { ConditionLiteral } from '../../../schema/template/condition-operators';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import type { EditKind } from '../property-editor-context';
import { valueArity } from './builder-operators';
import type { ConditionRule } from './condition-tree';
import { optionLabel, type ConditionMessages } from './variable-labels';

interface ConditionValueInputProps {
  readonly rule: ConditionRule;
  readonly variable: ConditionVariable | undefined;
  readonly messages: ConditionMessages;
  readonly invalid: boolean;
  readonly onChange: (value: ConditionRule['value'], edit: EditKind) => void;
}

/** A list value typed as tags: numbers stay numbers for a number variable. */
function typedTags(tags: readonly string[], type: ConditionVariable['type'] | undefined): ConditionLiteral[] {
  if (type !== 'number') return [...tags];
  return tags.filter((tag) => tag.trim() !== '' && Number.isFinite(Number(tag))).map(Number);
}

/**
 * The value of a condition row, as the variable's type asks: a choice among its options (one, or
 * several for "is one of"), yes / no, a number, or text. Operators that need no value show nothing.
 */
export function ConditionValueInput({ rule, variable, messages, invalid, onChange }: ConditionValueInputProps) {
  const arity = valueArity(rule.operator);
  const status = invalid ? 'error' : undefined;
  const common = { 'aria-label': messages.value, status, style: { width: '100%' } } as const;
  if (arity === 'none') return null;
  const options = variable?.options?.map((value) => ({ value, label: optionLabel(variable, value, messages) }));
  if (arity === 'list') {
    const values = (Array.isArray(rule.value) ? rule.value : []).map(String);
    return (
      <Select<string[]>
        {...common}
        mode={options ? 'multiple' : 'tags'}
        value={values}
        options={options}
        placeholder={messages.listPlaceholder}
        open={options ? undefined : false}
        onChange={(next) => onChange(typedTags(next, variable?.type), 'discrete')}
      />
    );
  }
  const value = Array.isArray(rule.value) ? rule.value[0] : rule.value;
  if (variable?.type === 'boolean') {
    return (
      <Select<'true' | 'false'>
        {...common}
        value={typeof value === 'boolean' ? (String(value) as 'true' | 'false') : undefined}
        options={[
          { value: 'true', label: messages.yes },
          { value: 'false', label: messages.no },
        ]}
        onChange={(next) => onChange(next === 'true', 'discrete')}
      />
    );
  }
  if (options) {
    return <Select<string> {...common} value={typeof value === 'string' ? value : undefined} options={options} onChange={(next) => onChange(next, 'discrete')} />;
  }
  if (variable?.type === 'number') {
    return (
      <InputNumber<number>
        {...common}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange(typeof next === 'number' ? next : null, 'typing')}
      />
    );
  }
  return <Input {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value, 'typing')} />;
}
