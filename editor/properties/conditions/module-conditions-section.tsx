import { Divider } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { CONDITION_KEYS, type ConditionKey } from '../../../schema/template/condition-operators';
import type { ConditionLogic } from '../../../schema/template/condition-logic';
import { conditionVariables, isFormRow, type ConditionVariable } from '../../../schema/template/condition-variables';
import type { Module } from '../../../schema/template/module';
import type { Problem } from '../../../schema/validate/problem';
import { templateAtom } from '../../document/document-atoms';
import { CONDITIONS_MESSAGES } from '../../i18n/messages/conditions';
import { useMessages } from '../../i18n/use-messages';
import type { EditKind } from '../property-editor-context';
import { ConditionEditor } from './condition-editor';

interface ModuleConditionsSectionProps {
  readonly module: Module;
  readonly problems: readonly Problem[];
  readonly onChange: (key: ConditionKey, condition: ConditionLogic | undefined, edit: EditKind) => void;
}

/**
 * The variables the open template offers, the same map while they stay the same: an edit elsewhere
 * (most keystrokes) leaves the condition builders alone.
 */
function useStableVariables(): ReadonlyMap<string, ConditionVariable> {
  const template = useAtomValue(templateAtom);
  const computed = useMemo(() => conditionVariables(template, BLOCK_CATALOGUE), [template]);
  const kept = useRef<{ key: string; variables: ReadonlyMap<string, ConditionVariable> } | undefined>(undefined);
  const key = JSON.stringify([...computed.values()]);
  if (kept.current?.key !== key) kept.current = { key, variables: computed };
  return kept.current.variables;
}

/**
 * The module's conditions in the property panel: when it is shown, and for a form row when it is
 * required and when it is disabled (a condition set on another module, e.g. in the code view, is
 * shown too, with its problem, so it can be cleared).
 */
export function ModuleConditionsSection({ module, problems, onChange }: ModuleConditionsSectionProps) {
  const messages = useMessages(CONDITIONS_MESSAGES);
  const variables = useStableVariables();
  const row = isFormRow(BLOCK_CATALOGUE.get(module.component));
  const keys = CONDITION_KEYS.filter((key) => key === 'visibleOn' || row || module[key] !== undefined);
  // One handler per key, kept across renders, so an untouched builder does not render again.
  const handlers = useRef(new Map<ConditionKey, (condition: ConditionLogic | undefined, edit: EditKind) => void>());
  const latest = useRef(onChange);
  latest.current = onChange;
  const handlerFor = (key: ConditionKey) => {
    let handler = handlers.current.get(key);
    if (!handler) {
      handler = (condition, edit) => latest.current(key, condition, edit);
      handlers.current.set(key, handler);
    }
    return handler;
  };
  return (
    <section data-module-conditions="">
      <Divider titlePlacement="start">{messages.section}</Divider>
      {keys.map((key) => (
        <ConditionEditor
          key={key}
          conditionKey={key}
          title={messages[key]}
          help={messages[`${key}Help`]}
          value={module[key]}
          variables={variables}
          problems={problems}
          messages={messages}
          onChange={handlerFor(key)}
        />
      ))}
    </section>
  );
}
