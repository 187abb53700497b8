import type { ConditionVariable } from '../../../schema/template/condition-variables';
import { formatMessage } from '../../i18n/message-catalogue';
import type { CONDITIONS_MESSAGES } from '../../i18n/messages/conditions';

/** The condition builder's strings in the operator's language. */
export type ConditionMessages = (typeof CONDITIONS_MESSAGES)['en-US'];

function lookup(messages: ConditionMessages, key: string): string | undefined {
  return (messages as Readonly<Record<string, string>>)[key];
}

/** The field part of a form variable's name: `insured.socialSecurity` → `socialSecurity`. */
function fieldOf(variable: ConditionVariable): string {
  return variable.name.slice(variable.name.indexOf('.') + 1);
}

/**
 * How the builder names a variable: its scope and field (被保人 · 年龄（周岁）), a field the template
 * itself asks for by its module's label (被保人 · 有无社保), the page context by its own name.
 */
export function variableLabel(variable: ConditionVariable, messages: ConditionMessages): string {
  if (variable.scope === 'context') return lookup(messages, `context.${variable.name}`) ?? variable.name;
  const field = fieldOf(variable);
  const fieldLabel = lookup(messages, `field.${field}`) ?? variable.moduleLabel ?? field;
  return `${lookup(messages, `scope.${variable.scope}`) ?? variable.scope} · ${fieldLabel}`;
}

/** How the builder names one option of a variable: the template's label, else the catalogue's, else the value. */
export function optionLabel(variable: ConditionVariable, value: string, messages: ConditionMessages): string {
  const key = variable.scope === 'context' ? variable.name : fieldOf(variable);
  const label = variable.optionLabels?.[value] ?? lookup(messages, `option.${key}.${value}`);
  return label === undefined || label === value ? value : formatMessage(messages.optionWithValue, { label, value });
}
