import { Form } from 'antd-mobile';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Module } from '../../schema/template/module';
import { scopeOfNamePath } from '../../schema/template/condition-scope';
import { contextFacts, formFacts, type FormFacts } from '../../shared/conditions/condition-facts';
import { moduleConditionState } from '../../shared/conditions/module-condition-state';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { useSetFields } from '../form/use-set-fields';
import { BLOCK_SUMMARIES } from '../template/block-summaries';
import { useFieldPath } from '../template/form-scope';
import { usePage } from '../template/page-context';
import { hiddenFieldPaths } from './hidden-field-paths';
import { ModuleConditionContext, type RowConditionState } from './module-condition-context';
import { useConditionContext } from './use-condition-context';

type WatchOptions = Exclude<Parameters<typeof Form.useWatch>[1], undefined>;

/**
 * Decides a module's conditions live: re-evaluated whenever the page form's facts change (any field,
 * set by the buyer or by code), or the plan, premium or channel. A module whose `visibleOn` is false
 * is not rendered, so its rows are neither validated nor shown, and the values they held are cleared
 * so they are not submitted either. `requiredOn` / `disabledOn` reach the module's row through
 * `ModuleConditionContext`.
 */
export default function ConditionGate({ module, children }: { module: Module; children: ReactNode }) {
  const { form, template } = usePage();
  const scope = useFieldPath(undefined);
  const { insuredIndex } = scopeOfNamePath(scope);
  const today = todayInShanghai();
  const select = useRef((values: Record<string, unknown>) => formFacts({ values, insuredIndex, today }));
  select.current = (values) => formFacts({ values, insuredIndex, today });
  // The whole store (preserve): a birthday entered on page 1 still decides on page 2.
  const watched = Form.useWatch((values: Record<string, unknown>) => select.current(values), { form, preserve: true } as unknown as WatchOptions) as FormFacts | undefined;
  const facts = { ...(watched ?? select.current(form.getFieldsValue(true) as Record<string, unknown>)), ...contextFacts(useConditionContext(template)) };
  const state = moduleConditionState(module, facts);

  const setFields = useSetFields();
  useEffect(() => {
    if (state.visible) return;
    const held = hiddenFieldPaths(module, scope, BLOCK_SUMMARIES).filter((path) => form.getFieldValue([...path]) !== undefined);
    setFields(held.map((path) => [path, undefined] as const));
  });

  const row = useMemo<RowConditionState>(() => ({ moduleId: module.id, required: state.required, disabled: state.disabled }), [module.id, state.required, state.disabled]);
  if (!state.visible) return null;
  return <ModuleConditionContext.Provider value={row}>{children}</ModuleConditionContext.Provider>;
}
