import { Button, Flex, Radio } from 'antd';
import type { ConditionVariable } from '../../../schema/template/condition-variables';
import type { Problem } from '../../../schema/validate/problem';
import type { EditKind } from '../property-editor-context';
import { ConditionRuleRow } from './condition-rule-row';
import { nodePointer, problemsAt } from './condition-pointers';
import type { ConditionGroup, ConditionNode, ConditionRule } from './condition-tree';
import type { ConditionMessages } from './variable-labels';

/** Groups nest this deep at most; deeper logic is written in the code view. */
const MAX_DEPTH = 2;

export interface ConditionGroupEditorProps {
  readonly group: ConditionGroup;
  /** JSON Pointer of the group's expression from the module (`/visibleOn`, `/visibleOn/and/2`). */
  readonly pointer: string;
  readonly depth: number;
  readonly variables: ReadonlyMap<string, ConditionVariable>;
  readonly variableOptions: readonly { label: string; options: { value: string; label: string }[] }[];
  readonly problems: readonly Problem[];
  readonly messages: ConditionMessages;
  /** A new row, as the group's add button starts it. */
  readonly newRule: () => ConditionRule;
  readonly onChange: (group: ConditionGroup, edit: EditKind) => void;
  /** Removes the group from its parent; absent for the top group (cleared from its editor instead). */
  readonly onRemove?: () => void;
}

/**
 * An and / or group: its combinator, its rows and nested groups, and buttons adding a row or a group.
 * A nested group is drawn as a box of its own.
 */
export function ConditionGroupEditor(props: ConditionGroupEditorProps) {
  const { group, pointer, depth, messages, onChange, onRemove } = props;
  const replace = (index: number, node: ConditionNode | undefined, edit: EditKind) =>
    onChange({ ...group, items: group.items.flatMap((item, at) => (at !== index ? [item] : node === undefined ? [] : [node])) }, edit);
  const nested = depth > 0;
  return (
    <div
      data-condition-group=""
      style={nested ? { border: '1px dashed rgba(5, 5, 5, 0.2)', borderRadius: 6, padding: 8, marginBottom: 8 } : undefined}
    >
      <Flex gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Radio.Group
          size="small"
          optionType="button"
          aria-label={messages.combinator}
          value={group.combinator}
          options={[
            { value: 'and', label: messages.and },
            { value: 'or', label: messages.or },
          ]}
          onChange={(event) => onChange({ ...group, combinator: event.target.value as ConditionGroup['combinator'] }, 'discrete')}
        />
        {onRemove ? (
          <Button type="link" size="small" danger aria-label={messages.removeGroup} title={messages.removeGroup} onClick={onRemove}>
            {messages.remove}
          </Button>
        ) : null}
      </Flex>
      {group.items.map((item, index) => {
        const at = nodePointer(pointer, group, index);
        return item.kind === 'rule' ? (
          <ConditionRuleRow
            key={index}
            rule={item}
            pointer={at}
            variables={props.variables}
            variableOptions={props.variableOptions}
            problems={problemsAt(props.problems, at)}
            messages={messages}
            onChange={(rule, edit) => replace(index, rule, edit)}
            onRemove={() => replace(index, undefined, 'discrete')}
          />
        ) : (
          <ConditionGroupEditor
            key={index}
            {...props}
            group={item}
            pointer={at}
            depth={depth + 1}
            onChange={(next, edit) => replace(index, next, edit)}
            onRemove={() => replace(index, undefined, 'discrete')}
          />
        );
      })}
      <Flex gap={8}>
        <Button size="small" type="dashed" onClick={() => onChange({ ...group, items: [...group.items, props.newRule()] }, 'discrete')}>
          + {messages.addCondition}
        </Button>
        {depth < MAX_DEPTH ? (
          <Button
            size="small"
            type="dashed"
            onClick={() => onChange({ ...group, items: [...group.items, { kind: 'group', combinator: group.combinator === 'and' ? 'or' : 'and', items: [props.newRule()] }] }, 'discrete')}
          >
            + {messages.addGroup}
          </Button>
        ) : null}
      </Flex>
    </div>
  );
}
