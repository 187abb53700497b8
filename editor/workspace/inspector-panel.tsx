import { Button } from 'antd';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useMemo } from 'react';
import type { Problem } from '../../schema/validate/problem';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { modulePatchActions } from '../document/module-patch-actions';
import { selectedModuleAtom } from '../document/selected-module-atom';
import { selectionAtom } from '../document/selection-atom';
import { findModule } from '../document/tree/find-module';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { PropertyPanel } from '../properties/property-panel';
import { moduleProblems } from './module-problems';
import { useEqualValue } from './use-equal-value';
import { useTemplateProblems } from './use-template-problems';
import { TemplateSettingsPanel } from './template-settings-panel';

function sameProblems(before: readonly Problem[], after: readonly Problem[]): boolean {
  return before.length === after.length && before.every((problem, index) => problem.path === after[index]?.path && problem.message === after[index]?.message);
}

/** The right column: the selected module's properties, or the template settings when none is selected. */
export function InspectorPanel() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const selected = useAtomValue(selectedModuleAtom);
  const template = useAtomValue(templateAtom);
  const problems = useTemplateProblems();
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const setSelection = useSetAtom(selectionAtom);
  const store = useStore();
  const moduleId = selected?.module.id;
  const computed = useMemo(() => (moduleId === undefined ? [] : moduleProblems(template, problems, moduleId)), [template, problems, moduleId]);
  // The same problems keep their list, so the property fields that did not change skip rendering.
  const ownProblems = useEqualValue(computed, sameProblems);

  if (!selected) return <TemplateSettingsPanel />;
  return (
    <>
      <Button size="small" type="link" style={{ paddingInline: 0, marginBottom: 8 }} onClick={() => setSelection({ pageId: selected.pageId, moduleId: null })}>
        ← {messages.backToSettings}
      </Button>
      <PropertyPanel
        module={selected.module}
        latest={() => findModule(store.get(templateAtom), selected.module.id)?.module}
        problems={ownProblems}
        onChange={(patch, coalesceKey) => {
          for (const action of modulePatchActions(selected.module.id, patch, coalesceKey)) dispatch(action);
        }}
      />
    </>
  );
}
