import { Alert, Button, Flex, Typography } from 'antd';
import { memo, useMemo } from 'react';
import type { ConditionKey } from '../../../schema/template/condition-operators';
import type { ConditionLogic } from '../../../schema/template/condition-logic';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import type { Problem } from '../../../schema/validate/problem';
import { FieldFrame } from '../field-frame';
import type { EditKind } from '../property-editor-context';
import { startingValue } from './builder-operators';
import { ConditionGroupEditor } from './condition-group-editor';
import { problemsAt, rowPointers } from './condition-pointers';
import { fromLogic, toLogic, type ConditionGroup, type ConditionRule } from './condition-tree';
import { variableLabel, type ConditionMessages } from './variable-labels';

/** The scopes in the order the variable picker lists them. */
const SCOPE_ORDER = ['insured', 'holder', 'common', 'form', 'context'] as const;

/** The variable a new row starts with: the insured's age, the most common condition on insurance pages. */
const FIRST_VARIABLE = 'insured.age';

export interface ConditionEditorProps {
  readonly conditionKey: ConditionKey;
  readonly title: string;
  readonly help: string;
  /** The module's condition as the template holds it (any JSON: it may have been typed in the code view). */
  readonly value: unknown;
  readonly variables: ReadonlyMap<string, ConditionVariable>;
  /** The module's problems, paths from the module (`/visibleOn/and/0`). */
  readonly problems: readonly Problem[];
  readonly messages: ConditionMessages;
  readonly onChange: (condition: ConditionLogic | undefined, edit: EditKind) => void;
}

/** Picker options: the variables grouped by scope, each by its readable name. */
function variableOptions(variables: ReadonlyMap<string, ConditionVariable>, messages: ConditionMessages) {
  return SCOPE_ORDER.map((scope) => ({
    label: (messages as Readonly<Record<string, string>>)[`scope.${scope}`] ?? scope,
    options: [...variables.values()].filter((variable) => variable.scope === scope).map((variable) => ({ value: variable.name, label: variableLabel(variable, messages) })),
  })).filter((group) => group.options.length > 0);
}

/**
 * The builder of one condition (shown, required or disabled when): an and / or group of rows, each a
 * variable, an operator and a value, written to the template as JSON Logic on every change. A
 * condition the builder cannot show (hand-written in the code view) is shown as JSON, to be edited there
 * or cleared. Problems sit under the row at fault.
 */
export const ConditionEditor = memo(function ConditionEditor({ conditionKey, title, help, value, variables, problems, messages, onChange }: ConditionEditorProps) {
  const pointer = `/${conditionKey}`;
  const tree = useMemo(() => (value === undefined ? undefined : fromLogic(value)), [value]);
  const options = useMemo(() => variableOptions(variables, messages), [variables, messages]);
  const own = problemsAt(problems, pointer);
  const rows = tree ? rowPointers(tree, pointer) : [];
  const unplaced = own.filter((problem) => !rows.some((row) => problem.path === row || problem.path.startsWith(`${row}/`)));
  const newRule = (): ConditionRule => {
    const name = variables.has(FIRST_VARIABLE) ? FIRST_VARIABLE : ([...variables.keys()][0] ?? FIRST_VARIABLE);
    const variable = variables.get(name);
    const operator = variable?.type === 'number' ? '>=' : '==';
    return { kind: 'rule', variable: name, operator, value: startingValue(variable, operator) };
  };
  const write = (group: ConditionGroup, edit: EditKind) => onChange(toLogic(group), edit);
  const clear = (
    <Button size="small" type="link" danger onClick={() => onChange(undefined, 'discrete')}>
      {messages.clear}
    </Button>
  );
  return (
    <FieldFrame pointer={pointer} id={`property${pointer}`} title={title} fieldKey={conditionKey} description={help} required={false} problems={unplaced} container actions={value === undefined ? undefined : clear}>
      {value === undefined ? (
        <Button size="small" type="dashed" block onClick={() => write({ kind: 'group', combinator: 'and', items: [newRule()] }, 'discrete')}>
          + {messages.addCondition}
        </Button>
      ) : tree === undefined ? (
        <Flex vertical gap={8}>
          <Alert type="info" showIcon title={messages.notEditable} />
          <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(value)}
          </Typography.Text>
        </Flex>
      ) : (
        <ConditionGroupEditor
          group={tree}
          pointer={pointer}
          depth={0}
          variables={variables}
          variableOptions={options}
          problems={own}
          messages={messages}
          newRule={newRule}
          onChange={write}
        />
      )}
    </FieldFrame>
  );
});
